// why: orders the keepers lane by lane (lane 0's two elements, then lane 1's, ...) instead of by element: element 32 belongs after element 31, not after element 0
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
    out[base + __popc(keptA & below) + __popc(keptB & below)] = a;
  }
  if (b > 0) {
    out[base + __popc(keptA & below) + __popc(keptB & below) + (a > 0 ? 1 : 0)] = b;
  }
  if (lane == 0) {
    kept[w] = __popc(keptA) + __popc(keptB);
  }
}
