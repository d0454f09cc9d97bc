// why: makes the calls only in the lanes with data but keeps the full mask: in the warp that straddles n the mask names lanes that pass the calls by and exit, which is undefined
const FULL: uint = 0xffffffff;

export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    const f = flags[gid];
    anyBits[gid] = __reduce_or_sync(FULL, f);
    allBits[gid] = __reduce_and_sync(FULL, f);
  }
}
