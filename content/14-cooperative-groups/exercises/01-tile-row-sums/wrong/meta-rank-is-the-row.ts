// why: takes meta_group_rank() as the row: it numbers the tiles within one block only, so every block writes rows 0, 1, 2, ... again
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = int(tile.meta_group_rank());
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
