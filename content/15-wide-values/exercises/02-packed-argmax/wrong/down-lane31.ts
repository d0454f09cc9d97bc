// why: after a __shfl_down_sync reduction only lane 0 holds the maximum, but lane 31 calls atomicMax.
const FULL: uint = 0xffffffff;

function key(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(key(scores[gid])) << 32) | ulong(0xffffffff - gid);
  for (let o: uint = 16; o > 0; o = o / 2) {
    w = max(w, __shfl_down_sync(FULL, w, o));
  }
  if (threadIdx.x % 32 == 31) {
    atomicMax(best, 0, w);
  }
}
