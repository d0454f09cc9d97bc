// why: the mask (1 << n) - 1 counts n from lane 0 of every warp, not from the warp's first element (and 1 << 32 is UB)
export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const k = n < 32 ? n : 31;
  const m: uint = (uint(1) << uint(k)) - 1 + (n >= 32 ? 0x80000000 : 0);
  if (gid < n) {
    const f = flags[gid];
    anyBits[gid] = __reduce_or_sync(m, f);
    allBits[gid] = __reduce_and_sync(m, f);
  }
}
