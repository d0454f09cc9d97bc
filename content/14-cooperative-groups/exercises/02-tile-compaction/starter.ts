// Each tile of 16 keeps its positive values, in rank order, at the start of its 16 slots.
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  // TODO: the tile's ballot of v > 0 (every thread of the tile votes)
  // TODO: if v > 0, store v at the tile's first slot plus the number of positive ranks below this one
}
