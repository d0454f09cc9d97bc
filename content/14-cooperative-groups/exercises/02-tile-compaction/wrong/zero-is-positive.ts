// why: keeps v >= 0, so zeros are kept too
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const b = tile.ballot(v >= 0);
  const below = __popc(b & ((uint(1) << tile.thread_rank()) - 1));
  if (v >= 0) { kept[gid - tile.thread_rank() + uint(below)] = v; }
}
