// A warp's (key, index) maximum in one ulong, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions: the unsigned long long overloads).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(keys, maxKey, maxIndex);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(int* keys, int* maxKey, unsigned int* maxIndex) {
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int ordered = ((unsigned int)keys[gid]) ^ 0x80000000u;
  unsigned long long w = (((unsigned long long)ordered) << 32) | ((unsigned long long)gid);
  for (unsigned int m = 16u; m > 0u; m >>= 1) {
    w = max(w, __shfl_xor_sync(0xffffffffu, w, ((int)m), 32));
  }
  if ((threadIdx.x % 32u) == 0u) {
    maxKey[(gid / 32u)] = ((int)(((unsigned int)(w >> 32)) ^ 0x80000000u));
    maxIndex[(gid / 32u)] = ((unsigned int)(w & 0xffffffffULL));
  }
}
