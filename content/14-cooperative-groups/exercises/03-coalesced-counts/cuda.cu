// Counting in a branch with coalesced_threads(), in CUDA C++ (Programming Guide §11.4.2.2 Coalesced Groups, §11.6.3.1 reduce).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(values, perWarp, total);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void kernel(int* values, int* perWarp, int* total) {
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  int v = values[gid];
  unsigned int w = (blockIdx.x * ((blockDim.x + 31u) / 32u)) + (threadIdx.x / 32u);
  if (v > 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    int sum = cg::reduce(g, v, cg::plus<int>());
    if (g.thread_rank() == 0u) {
      atomicAdd(&perWarp[w], ((int)g.size()));
      atomicAdd(&total[0], sum);
    }
  }
}
