// why: __activemask() at the top is not a convergence guarantee under Independent Thread Scheduling: it may name only some lanes
export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const here = __activemask();
  const data = __ballot_sync(here, gid < n);
  if (gid < n) {
    const f = flags[gid];
    anyBits[gid] = __reduce_or_sync(data, f);
    allBits[gid] = __reduce_and_sync(data, f);
  }
}
