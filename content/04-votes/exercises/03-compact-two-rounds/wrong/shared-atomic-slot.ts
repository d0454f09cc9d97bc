// why: hands out slots with atomicAdd on a shared counter: every value lands somewhere, but the order of a warp's atomics is not lane order
export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const warp = threadIdx.x / 32;
  const next = __shared__<int>(32);
  if (lane == 0) {
    next[warp] = 0;
  }
  __syncwarp();
  const v = values[gid];
  if (v > 0) {
    const slot = atomicAdd(next, int(warp), 1);
    out[gid - lane + slot] = v;
  }
}
