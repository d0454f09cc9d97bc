// why: uses the warp lane where the tile's ballot wants a tile rank (lanes 16-31 count every bit of their tile)
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const b = tile.ballot(v > 0);
  const lane = threadIdx.x % 32;
  const below = __popc(b & ((uint(1) << lane) - 1));
  if (v > 0) { kept[gid - tile.thread_rank() + uint(below)] = v; }
}
