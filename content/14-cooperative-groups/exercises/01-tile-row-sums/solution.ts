// Reference: a tile of 8 per row; rank k adds columns k, k + 8, ...; three shfl_down steps
// of the tile leave the row's sum in rank 0, which stores it.
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = int(blockIdx.x * tile.meta_group_size() + tile.meta_group_rank());
  let s = 0;
  for (let c = int(tile.thread_rank()); c < n; c += 8) {
    s += A[row * n + c];
  }
  for (let d: uint = 4; d > 0; d >>= 1) {
    s += tile.shfl_down(s, d);
  }
  if (tile.thread_rank() == 0) {
    rowSums[row] = s;
  }
}
