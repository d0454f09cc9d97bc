// Reference: ballot the flags, the lowest set bit is the leader, broadcast its value.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], flags: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const flagged = __ballot_sync(FULL, flags[gid] > 0);
  const leader = __ffs(int(flagged)) - 1; // -1 when no lane is flagged
  const v = __shfl_sync(FULL, values[gid], leader);
  out[gid] = flagged != 0 ? v : -1;
}
