// why: packs the float's raw bits instead of its order-preserving key: a negative float's bits have the sign bit set, so every negative score compares above every positive one, and larger magnitudes above smaller
const FULL: uint = 0xffffffff;

function key(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(__float_as_uint(scores[gid])) << 32) | ulong(0xffffffff - gid);
  for (let m: uint = 16; m > 0; m >>= 1) {
    const o = __shfl_xor_sync(FULL, w, m);
    if (o > w) {
      w = o;
    }
  }
  if (threadIdx.x % 32 == 0) {
    atomicMax(best, 0, w);
  }
}
