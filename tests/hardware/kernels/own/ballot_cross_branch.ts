// Full-mask ballot, reduce and any at different call sites in the two arms combine
// into one result (sm_70+); __activemask() first in each arm.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane < 16) {
    out[g * 4 + 0] = __activemask();
    out[g * 4 + 1] = __ballot_sync(FULL, lane & 1);
    out[g * 4 + 2] = __reduce_add_sync(FULL, 1);
    out[g * 4 + 3] = __any_sync(FULL, lane == 3);
  } else {
    out[g * 4 + 0] = __activemask() ^ 0x80000000;
    out[g * 4 + 1] = __ballot_sync(FULL, 1);
    out[g * 4 + 2] = __reduce_add_sync(FULL, 10);
    out[g * 4 + 3] = __any_sync(FULL, 0);
  }
}
