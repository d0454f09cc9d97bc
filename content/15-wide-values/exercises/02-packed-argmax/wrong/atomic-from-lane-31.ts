// why: reduces with __shfl_down_sync, which leaves the maximum in lane 0, but lets lane 31 do the atomic: lane 31 holds only its own word
const FULL: uint = 0xffffffff;

function key(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(key(scores[gid])) << 32) | ulong(0xffffffff - gid);
  for (let m: uint = 16; m > 0; m >>= 1) {
    const o = __shfl_down_sync(FULL, w, m);
    if (o > w) {
      w = o;
    }
  }
  if (threadIdx.x % 32 == 31) {
    atomicMax(best, 0, w);
  }
}
