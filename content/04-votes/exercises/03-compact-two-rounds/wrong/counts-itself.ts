// why: counts the lanes up to and including itself (`__lanemask_le`), so the slots start at 1 instead of 0
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const kept = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    out[gid - lane + __popc(kept & __lanemask_le())] = v;
  }
}
