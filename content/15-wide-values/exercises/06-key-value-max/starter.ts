// Each warp finds its largest key and the highest index holding it, with one ulong max.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], maxKey: int[], maxIndex: uint[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  // TODO: w = (the key's order-preserving uint) in the high 32 bits, gid in the low 32 bits
  // TODO: the warp's maximum of w with __shfl_xor_sync
  if (threadIdx.x % 32 == 0) {
    // TODO: unpack the key and the index from the warp's maximum
    maxKey[gid / 32] = 0;
    maxIndex[gid / 32] = 0;
  }
}
