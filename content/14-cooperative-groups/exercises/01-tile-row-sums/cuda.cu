// Row sums with a tile of 8 threads per row, in CUDA C++ (Programming Guide §11.4.2.1 Thread Block Tile, §11.5.1 tiled_partition).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 128>>>(A, n, rowSums);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void kernel(int* A, int n, int* rowSums) {
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  int row = (int)((blockIdx.x * tile.meta_group_size()) + tile.meta_group_rank());
  int s = 0;
  for (int c = (int)tile.thread_rank(); c < n; c += 8) {
    s += A[((row * n) + c)];
  }
  for (unsigned int d = 4u; d > 0u; d >>= 1) {
    s += tile.shfl_down(s, d);
  }
  if (tile.thread_rank() == 0u) {
    rowSums[row] = s;
  }
}
