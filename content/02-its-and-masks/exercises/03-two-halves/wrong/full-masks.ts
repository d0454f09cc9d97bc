// why: 0xffffffff in both arms, as in code ported from before CUDA 9: each half waits for lanes that wait in a different intrinsic (deadlock)
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  const v = values[gid];
  if (lane < 16) {
    out[gid] = __shfl_sync(0xffffffff, v, 0);
  } else {
    s[t] = v;
    __syncwarp();
    out[gid] = s[base + 47 - lane];
  }
}
