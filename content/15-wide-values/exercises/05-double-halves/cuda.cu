// A 64-bit rotation in two 32-bit shuffles, in CUDA C++ (Programming Guide §10.22 Warp Shuffle Functions; PTX ISA §9.7.9.6 shfl.sync moves 32 bits).
// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.
// Launch as in the first test: kernel<<<2, 64>>>(values, k, out);
// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(long long* values, unsigned int k, long long* out) {
  unsigned int gid = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int lane = threadIdx.x % 32u;
  long long v = values[gid];
  unsigned int src = (lane + k) % 32u;
  unsigned int lo = __shfl_sync(0xffffffffu, ((unsigned int)(v & 4294967295LL)), ((int)src), 32);
  unsigned int hi = __shfl_sync(0xffffffffu, ((unsigned int)(v >> 32)), ((int)src), 32);
  out[gid] = ((long long)((((unsigned long long)hi) << 32) | ((unsigned long long)lo)));
}
