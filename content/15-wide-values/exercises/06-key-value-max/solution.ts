// Reference: pack (key with its sign bit flipped, index) into a ulong, take the warp's
// maximum with five __shfl_xor_sync steps on the ulong, and unpack it in lane 0.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], maxKey: int[], maxIndex: uint[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const ordered = uint(keys[gid]) ^ 0x80000000;
  let w: ulong = (ulong(ordered) << 32) | ulong(gid);
  for (let m: uint = 16; m > 0; m >>= 1) {
    w = max(w, __shfl_xor_sync(FULL, w, m));
  }
  if (threadIdx.x % 32 == 0) {
    maxKey[gid / 32] = int(uint(w >> 32) ^ 0x80000000);
    maxIndex[gid / 32] = uint(w & ulong(0xffffffff));
  }
}
