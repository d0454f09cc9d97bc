// why: assumes 16 tiles per block (blocks of 128 threads) when numbering the rows
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = int(blockIdx.x * 16 + tile.meta_group_rank());
  let s = 0;
  for (let c = int(tile.thread_rank()); c < n; c += 8) { s += A[row * n + c]; }
  for (let d = 4; d >= 1; d /= 2) { s += tile.shfl_down(s, d); }
  if (tile.thread_rank() == 0) { rowSums[row] = s; }
}
