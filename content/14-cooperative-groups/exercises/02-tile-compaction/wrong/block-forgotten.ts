// why: takes the tile's first slot as meta_group_rank() * 16, its place in the block only: every block after the first writes over block 0's slots
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const rank = tile.thread_rank();
  const b = tile.ballot(v > 0);
  if (v > 0) {
    const below = __popc(b & ((uint(1) << rank) - 1));
    kept[tile.meta_group_rank() * 16 + below] = v;
  }
}
