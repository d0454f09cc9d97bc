// Reference: one tile ballot; a positive thread's slot is the number of positive ranks
// below it (the ballot's bits are tile ranks), counted from the tile's first slot.
export function kernel(values: int[], kept: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const rank = tile.thread_rank();
  const b = tile.ballot(v > 0);                       // every thread of the tile votes
  if (v > 0) {
    const below = __popc(b & ((uint(1) << rank) - 1));
    kept[gid - rank + below] = v;
  }
}
