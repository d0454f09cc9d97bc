// Warp sums that need 64 bits, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions: the unsigned long long overloads).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(values, sums);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(unsigned int* values, unsigned long long* sums) {
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned long long s = (unsigned long long)values[gid];
  for (unsigned int offset = 16u; offset > 0u; offset >>= 1) {
    s += __shfl_down_sync(0xffffffffu, s, offset, 32);
  }
  if ((threadIdx.x % 32u) == 0u) {
    sums[(gid / 32u)] = s;
  }
}
