// why: packs the index in the high 32 bits and the key in the low: the maximum word is the warp's highest index, whatever its key
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], maxKey: int[], maxIndex: uint[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const ordered = uint(keys[gid]) ^ 0x80000000;
  let w: ulong = (ulong(gid) << 32) | ulong(ordered);
  for (let m: uint = 16; m > 0; m >>= 1) {
    w = max(w, __shfl_xor_sync(FULL, w, m));
  }
  if (threadIdx.x % 32 == 0) {
    maxKey[gid / 32] = int(uint(w & ulong(0xffffffff)) ^ 0x80000000);
    maxIndex[gid / 32] = uint(w >> 32);
  }
}
