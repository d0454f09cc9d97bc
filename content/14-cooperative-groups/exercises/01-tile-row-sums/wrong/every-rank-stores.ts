// why: every thread of the tile stores its s, but after shfl_down only rank 0 holds the whole sum; the other ranks hold partial sums, and eight stores to one element race
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
  rowSums[row] = s;
}
