// Argmax of a tile with a struct, in CUDA C++ (Programming Guide §11.4.2.1 Thread Block Tile: shfl_xor of a trivially copyable type).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(scores, best, bestIdx);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

struct Pair { float v; int i; };

__device__ Pair better(Pair a, Pair b);

__device__ Pair better(Pair a, Pair b) {
  if ((b.v > a.v) || ((b.v == a.v) && (b.i < a.i))) {
    return b;
  }
  return a;
}

__global__ void kernel(float* scores, float* best, int* bestIdx) {
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  Pair p = Pair{ scores[gid], (int)gid };
  for (unsigned int m = 8u; m > 0u; m >>= 1) {
    p = better(p, tile.shfl_xor(p, m));
  }
  best[gid] = p.v;
  bestIdx[gid] = p.i;
}
