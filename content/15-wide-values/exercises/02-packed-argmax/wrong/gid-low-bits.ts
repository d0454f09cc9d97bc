// why: the low half is gid itself, so between equal scores the HIGHER index wins instead of the lowest.
const FULL: uint = 0xffffffff;

function key(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(key(scores[gid])) << 32) | ulong(gid);
  for (let m: uint = 16; m > 0; m = m / 2) {
    w = max(w, __shfl_xor_sync(FULL, w, m));
  }
  if (threadIdx.x % 32 == 0) {
    atomicMax(best, 0, w);
  }
}
