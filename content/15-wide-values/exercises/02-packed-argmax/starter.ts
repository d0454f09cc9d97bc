// best[0]: the grid's largest score and its lowest index, packed in 64 bits.
const FULL: uint = 0xffffffff;

function key(v: float): uint {
  const b = __float_as_uint(v);
  return (b & 0x80000000) != 0 ? ~b : b | 0x80000000;
}

export function kernel(scores: float[], best: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = ulong(0); // TODO: the key in the high half, 0xffffffff - gid in the low half
  // TODO: the warp's maximum word, then one atomicMax per warp
}
