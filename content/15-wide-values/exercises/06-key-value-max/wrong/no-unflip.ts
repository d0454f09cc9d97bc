// why: lane 0 forgets to flip the sign bit back when it unpacks the key.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], maxKey: int[], maxIndex: uint[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let w: ulong = (ulong(uint(keys[gid]) ^ 0x80000000) << 32) | ulong(gid);
  for (let m: uint = 16; m > 0; m = m / 2) {
    w = max(w, __shfl_xor_sync(FULL, w, m));
  }
  if (threadIdx.x % 32 == 0) {
    maxKey[gid / 32] = int(uint(w >> 32));
    maxIndex[gid / 32] = uint(w & ulong(0xffffffff));
  }
}
