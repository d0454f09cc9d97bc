// why: the low half is 0xffffffff - gid, so between equal keys the LOWEST index wins, not the highest.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], maxKey: int[], maxIndex: uint[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(uint(keys[gid]) ^ 0x80000000) << 32) | ulong(0xffffffff - gid);
  for (let m: uint = 16; m > 0; m = m / 2) {
    w = max(w, __shfl_xor_sync(FULL, w, m));
  }
  if (threadIdx.x % 32 == 0) {
    maxKey[gid / 32] = int(uint(w >> 32) ^ 0x80000000);
    maxIndex[gid / 32] = 0xffffffff - uint(w & ulong(0xffffffff));
  }
}
