// Lower half: lane 0's value. Upper half: its 16 values reversed, through shared memory.
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  const v = values[gid];
  if (lane < 16) {
    // TODO: read lane 0's v with __shfl_sync; which lanes does the mask name?
    out[gid] = v;
  } else {
    s[t] = v;
    // TODO: __syncwarp with the mask of the lanes that reach it, then read the mirrored slot
    out[gid] = v;
  }
}
