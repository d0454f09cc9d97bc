// Reference: one ballot says who keeps; the kept lanes below a lane give its slot.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const kept = __ballot_sync(FULL, v > 0);
  const below = (uint(1) << lane) - 1; // lanes 0 .. lane-1
  if (v > 0) {
    out[gid - lane + __popc(kept & below)] = v;
  }
}
