// Keeping the positives tile by tile with a tile's ballot, in CUDA C++ (Programming Guide §11.4.2.1 Thread Block Tile: ballot's bits are tile ranks).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(values, kept);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void kernel(int* values, int* kept) {
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  int v = values[gid];
  unsigned int rank = tile.thread_rank();
  unsigned int b = tile.ballot((int)(v > 0));
  if (v > 0) {
    int below = __popc((b & ((1u << rank) - 1u)));
    kept[((gid - rank) + ((unsigned int)below))] = v;
  }
}
