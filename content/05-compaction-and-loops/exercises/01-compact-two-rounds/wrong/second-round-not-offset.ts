// why: the second round's slots start at 0 again instead of after the first round's keepers: the two rounds write over each other
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[], kept: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const w = gid / 32;            // this warp's number in the grid
  const base = w * 64;           // its tile: values[base .. base + 63]
  const a = values[base + lane];
  const b = values[base + 32 + lane];
  const keptA = __ballot_sync(FULL, a > 0);
  const keptB = __ballot_sync(FULL, b > 0);
  const below = (uint(1) << lane) - 1;
  if (a > 0) {
    out[base + __popc(keptA & below)] = a;
  }
  if (b > 0) {
    out[base + __popc(keptB & below)] = b;
  }
  if (lane == 0) {
    kept[w] = __popc(keptA) + __popc(keptB);
  }
}
