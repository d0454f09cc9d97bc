// Each thread writes the largest value of its tile up to its rank (incl) and before it (excl).
export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  // TODO: the tile's inclusive and exclusive max-scans; rank 0's excl is INT_MIN
  incl[gid] = v;
  excl[gid] = v;
}
