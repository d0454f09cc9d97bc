// Threads with gid < n write the flags that some / every lane of their warp with data has.
const FULL: uint = 0xffffffff;

export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    const f = flags[gid];
    // TODO: __reduce_or_sync and __reduce_and_sync, called by every lane of the warp
    anyBits[gid] = f;
    allBits[gid] = f;
  }
}
