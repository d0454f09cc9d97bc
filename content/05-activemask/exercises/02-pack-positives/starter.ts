// Each warp packs its positive values to the front of its 32 elements of out, in lane order.
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = gid % 32;
  const base = gid - lane;
  const v = values[gid];
  if (v > 0) {
    // TODO: rank = number of positive lanes below this one
    const rank = 0;
    out[base + rank] = v;
  }
}
