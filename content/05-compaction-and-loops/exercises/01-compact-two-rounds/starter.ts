// Warp w compacts its tile values[64w .. 64w + 63]: the positive values, in element order,
// to the front of out[64w .. 64w + 63]; kept[w] is how many there are. Lane l holds
// elements l and 32 + l of the tile.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[], kept: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const w = gid / 32;
  const base = w * 64;
  const a = values[base + lane];
  const b = values[base + 32 + lane];
  // TODO: a ballot per round; a slot is the number of keepers before the element
  if (a > 0) {
    out[base + lane] = a;
  }
  if (b > 0) {
    out[base + 32 + lane] = b;
  }
  if (lane == 0) {
    kept[w] = 0;
  }
}
