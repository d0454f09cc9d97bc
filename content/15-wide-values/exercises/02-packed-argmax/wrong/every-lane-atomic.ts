// why: skips the warp reduction and lets every lane atomicMax its own word: the result is right, but with 32 atomics per warp on one address, and no shuffles
const FULL: uint = 0xffffffff;

function key(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(key(scores[gid])) << 32) | ulong(0xffffffff - gid);
  atomicMax(best, 0, w);
}
