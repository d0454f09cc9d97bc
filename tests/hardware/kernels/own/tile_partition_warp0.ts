// Warp 0 alone makes a 32-thread tile of a 64-thread block; warp 1, a member of the
// parent, skips the if and passes the partition by.
export function kernel(out: uint[]): void {
  const blk = cg.this_thread_block();
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x / 32 == 0) {
    const tile = cg.tiled_partition<32>(blk); // @partition
    out[g] = tile.thread_rank() + 100 * tile.meta_group_rank();
  }
}
