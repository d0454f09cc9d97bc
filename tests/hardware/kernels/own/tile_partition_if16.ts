// cg.tiled_partition<16>(block) made inside if (lane < 16): lanes 16-31, members of the
// parent, pass it by. CUDA 13 computes the tile without waiting, so an H200 completes it;
// the call is invalid (Programming Guide §11.5.1: a collective operation of the parent).
export function kernel(out: uint[]): void {
  const blk = cg.this_thread_block();
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane < 16) {
    const tile = cg.tiled_partition<16>(blk); // @partition
    out[g] = tile.shfl(lane * 10, 3);
  }
}
