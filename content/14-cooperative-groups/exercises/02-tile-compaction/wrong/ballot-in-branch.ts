// why: votes inside `if (v > 0)`: the tile's ballot is __ballot_sync with the whole tile's mask, and the tile's non-positive threads pass it by, so the call is undefined
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const rank = tile.thread_rank();
  if (v > 0) {
    const b = tile.ballot(true);
    const below = __popc(b & ((uint(1) << rank) - 1));
    kept[gid - rank + below] = v;
  }
}
