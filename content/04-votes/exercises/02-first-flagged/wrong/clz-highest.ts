// why: finds the leader with __clz, which counts zeros from bit 31 down: that is the highest flagged lane, not the lowest
const FULL: uint = 0xffffffff;

export function kernel(values: int[], flags: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const flagged = __ballot_sync(FULL, flags[gid] > 0);
  const leader = 31 - __clz(int(flagged));
  const v = __shfl_sync(FULL, values[gid], leader);
  out[gid] = flagged != 0 ? v : -1;
}
