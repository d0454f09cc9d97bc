// why: takes __ffs(ballot) as the lane number, but __ffs counts from 1: it reads the lane just above the leader
const FULL: uint = 0xffffffff;

export function kernel(values: int[], flags: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const flagged = __ballot_sync(FULL, flags[gid] > 0);
  const leader = __ffs(int(flagged));
  const v = __shfl_sync(FULL, values[gid], leader);
  out[gid] = flagged != 0 ? v : -1;
}
