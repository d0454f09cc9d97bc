// Each row gets a tile of 8 threads; rank 0 of the tile writes the row's sum.
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = 0; // TODO: this tile's row, from blockIdx.x and the tile's meta-group rank and size
  let s = 0;
  // TODO: add columns tile.thread_rank(), + 8, + 16, ... of the row
  // TODO: combine the tile's eight partial sums with the tile's shuffles
  if (tile.thread_rank() == 0) {
    rowSums[row] = s;
  }
}
