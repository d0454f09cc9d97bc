// Reference: a full-mask ballot before the branch says who is positive; the rank counts those below.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = gid % 32;
  const base = gid - lane;
  const v = values[gid];
  const positive = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    const below: uint = (uint(1) << lane) - 1;
    out[base + __popc(positive & below)] = v;
  }
}
