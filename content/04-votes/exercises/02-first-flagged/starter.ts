// Every lane writes the value of the lowest flagged lane of its warp (flags[gid] > 0),
// or -1 when no lane of the warp is flagged.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], flags: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  // TODO: find the lowest flagged lane with __ballot_sync and __ffs, then read its value
  const leader = lane;
  out[gid] = __shfl_sync(FULL, values[gid], leader);
}
