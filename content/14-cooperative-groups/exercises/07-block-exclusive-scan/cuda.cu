// A block's exclusive scan with tiles, in CUDA C++ (Programming Guide §11.6.3.3 inclusive_scan and exclusive_scan, §11.4.1.1 Thread Block Group).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 256>>>(values, out);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void kernel(int* values, int* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ int sums[32];
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  int v = values[gid];
  unsigned int r = tile.thread_rank();
  unsigned int tiles = tile.meta_group_size();
  int incl = cg::inclusive_scan(tile, v);
  if (r == 31u) {
    sums[tile.meta_group_rank()] = incl;
  }
  block.sync();
  if (tile.meta_group_rank() == 0u) {
    int s = 0;
    if (r < tiles) {
      s = sums[r];
    }
    s = cg::exclusive_scan(tile, s);
    if (r == 0u) {
      s = 0;
    }
    if (r < tiles) {
      sums[r] = s;
    }
  }
  block.sync();
  out[gid] = ((incl - v) + sums[tile.meta_group_rank()]);
}
