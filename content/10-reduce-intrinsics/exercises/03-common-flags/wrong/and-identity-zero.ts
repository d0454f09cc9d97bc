// why: lanes without data join the AND with 0 instead of 0xffffffff, clearing every bit of a warp that has such a lane
export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const m = 0xffffffff;
  const f: uint = gid < n ? flags[gid] : 0;
  const a = __reduce_or_sync(m, f);
  const b = __reduce_and_sync(m, f);
  if (gid < n) { anyBits[gid] = a; allBits[gid] = b; }
}
