// Reference: every lane takes part; lanes without data join with the identities of OR (0)
// and AND (every bit set).
const FULL: uint = 0xffffffff;

export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const f = has ? flags[gid] : 0;
  const some = __reduce_or_sync(FULL, has ? f : 0);
  const every = __reduce_and_sync(FULL, has ? f : 0xffffffff);
  if (has) {
    anyBits[gid] = some;
    allBits[gid] = every;
  }
}
