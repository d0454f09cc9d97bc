// A histogram with labeled_partition, in CUDA C++ (Programming Guide §11.5.2 labeled_partition, §11.4.2.2 Coalesced Groups).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(keys, hist, rankInKey);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void kernel(int* keys, int* hist, int* rankInKey) {
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  int key = keys[gid];
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  cg::coalesced_group g = cg::labeled_partition(tile, key);
  rankInKey[gid] = ((int)g.thread_rank());
  if (g.thread_rank() == 0u) {
    atomicAdd(&hist[key], ((int)g.size()));
  }
}
