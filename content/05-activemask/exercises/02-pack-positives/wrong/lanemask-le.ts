// why: counts the positive lanes at or below this one (__lanemask_le) instead of strictly below: every position is one too far
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = gid % 32;
  const base = gid - lane;
  const v = values[gid];
  const positive = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    out[base + __popc(positive & __lanemask_le())] = v;
  }
}
