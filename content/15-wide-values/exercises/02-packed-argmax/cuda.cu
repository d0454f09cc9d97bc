// A grid's argmax in one 64-bit word, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions, §10.14 Atomic Functions: atomicMax on unsigned long long).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 128>>>(scores, best);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__device__ unsigned int key(float v);

__device__ unsigned int key(float v) {
  unsigned int b = __float_as_uint(v);
  return ((b & 0x80000000u) != 0u) ? (~b) : (b | 0x80000000u);
}

__global__ void kernel(float* scores, unsigned long long* best) {
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned long long w = (((unsigned long long)key(scores[gid])) << 32) | ((unsigned long long)(0xffffffffu - gid));
  for (unsigned int m = 16u; m > 0u; m >>= 1) {
    unsigned long long o = __shfl_xor_sync(0xffffffffu, w, ((int)m), 32);
    if (o > w) {
      w = o;
    }
  }
  if ((threadIdx.x % 32u) == 0u) {
    atomicMax(&best[0], w);
  }
}
