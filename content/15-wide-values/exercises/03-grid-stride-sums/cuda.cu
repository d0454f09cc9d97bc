// Many elements per thread, then one warp reduction, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(values, n, warpSums);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(int* values, int n, int* warpSums) {
  int gid = (int)((blockIdx.x * blockDim.x) + threadIdx.x);
  int stride = (int)(gridDim.x * blockDim.x);
  int s = 0;
  for (int i = gid; i < n; i += stride) {
    s += values[i];
  }
  for (unsigned int offset = 16u; offset > 0u; offset >>= 1) {
    s += __shfl_down_sync(0xffffffffu, s, offset, 32);
  }
  if ((threadIdx.x % 32u) == 0u) {
    warpSums[(gid / 32)] = s;
  }
}
