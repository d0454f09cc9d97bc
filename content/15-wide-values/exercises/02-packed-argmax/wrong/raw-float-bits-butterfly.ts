// why: the high half is the raw float bits, not the order-preserving key, so any negative score beats every positive one.
const FULL: uint = 0xffffffff;

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(__float_as_uint(scores[gid])) << 32) | ulong(0xffffffff - gid);
  for (let m: uint = 16; m > 0; m = m / 2) {
    w = max(w, __shfl_xor_sync(FULL, w, m));
  }
  if (threadIdx.x % 32 == 0) {
    atomicMax(best, 0, w);
  }
}
