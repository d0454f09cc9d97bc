// why: reduces every lane's flags, as if all 32 elements of each warp were data, ignoring n
const FULL: uint = 0xffffffff;
export function kernel(flags: uint[], n: int, anyBits: uint[], allBits: uint[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const f = flags[gid];
  const a = __reduce_or_sync(FULL, f);
  const b = __reduce_and_sync(FULL, f);
  if (gid < n) { anyBits[gid] = a; allBits[gid] = b; }
}
