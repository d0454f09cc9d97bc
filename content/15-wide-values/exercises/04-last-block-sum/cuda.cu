// The last block adds the partial sums, in CUDA C++ (Programming Guide §10.5 Memory Fence Functions: the last-block sum; §10.22 Warp Shuffle Functions; §10.14 Atomic Functions).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<4, 64>>>(values, partial, count, total); count[0] must be 0 before the launch.
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(unsigned int* values, unsigned long long* partial, unsigned int* count, unsigned long long* total) {
  __shared__ unsigned long long warpSums[32];
  __shared__ int isLast[1];
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned long long s = (unsigned long long)values[gid];
  for (unsigned int offset = 16u; offset > 0u; offset >>= 1) {
    s += __shfl_down_sync(0xffffffffu, s, offset, 32);
  }
  if ((threadIdx.x % 32u) == 0u) {
    warpSums[(threadIdx.x / 32u)] = s;
  }
  __syncthreads();
  if (threadIdx.x == 0u) {
    unsigned long long b = 0ULL;
    for (unsigned int w = 0u; w < (blockDim.x / 32u); w++) {
      b += warpSums[w];
    }
    partial[blockIdx.x] = b;
    __threadfence();
    unsigned int ticket = atomicAdd(&count[0], 1u);
    isLast[0] = ((ticket == (gridDim.x - 1u)) ? 1 : 0);
  }
  __syncthreads();
  if (isLast[0] == 1) {
    if (threadIdx.x == 0u) {
      unsigned long long t = 0ULL;
      for (unsigned int k = 0u; k < gridDim.x; k++) {
        t += partial[k];
      }
      total[0] = t;
    }
  }
}
