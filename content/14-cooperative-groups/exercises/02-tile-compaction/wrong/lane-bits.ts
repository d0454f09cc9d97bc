// why: masks the tile's ballot with the lane's lower bits, (1 << lane) - 1, as for __ballot_sync: the tile's bits are tile ranks, so in the second tile of a warp (lanes 16-31) every bit of the tile counts as below and the values land past the tile's slots
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const b = tile.ballot(v > 0);
  if (v > 0) {
    const below = __popc(b & ((uint(1) << lane) - 1));
    kept[gid - tile.thread_rank() + below] = v;
  }
}
