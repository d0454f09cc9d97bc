// why: each rank adds columns rank, rank + 1, ... (stride 1, not 8), so columns are counted several times
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = int(blockIdx.x * tile.meta_group_size() + tile.meta_group_rank());
  let s = 0;
  for (let c = int(tile.thread_rank()); c < n; c++) { s += A[row * n + c]; }
  s = cg.reduce(tile, s, cg.plus<int>());
  if (tile.thread_rank() == 0) { rowSums[row] = s; }
}
