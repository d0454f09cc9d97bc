// why: forgets the warp with no flagged lane: __ffs(0) - 1 is -1, and srcLane -1 reads lane 31
const FULL: uint = 0xffffffff;

export function kernel(values: int[], flags: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const flagged = __ballot_sync(FULL, flags[gid] > 0);
  const leader = __ffs(int(flagged)) - 1;
  out[gid] = __shfl_sync(FULL, values[gid], leader);
}
