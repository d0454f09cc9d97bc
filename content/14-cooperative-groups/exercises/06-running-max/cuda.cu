// Running maxima in tiles of 8, in CUDA C++ (Programming Guide §11.6.3.3 inclusive_scan and exclusive_scan, §11.6.3.2 cg::greater).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(values, incl, excl);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void kernel(int* values, int* incl, int* excl) {
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  int v = values[gid];
  incl[gid] = cg::inclusive_scan(tile, v, cg::greater<int>());
  int e = cg::exclusive_scan(tile, v, cg::greater<int>());
  excl[gid] = ((tile.thread_rank() == 0u) ? (-2147483647 - 1) : e);
}
