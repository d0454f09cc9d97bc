// why: the row is only the tile's number within its block, so every block writes the first rows
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = int(tile.meta_group_rank());
  let s = 0;
  for (let c = int(tile.thread_rank()); c < n; c += 8) { s += A[row * n + c]; }
  for (let d = 4; d >= 1; d /= 2) { s += tile.shfl_xor(s, d); }
  if (tile.thread_rank() == 0) { rowSums[row] = s; }
}
