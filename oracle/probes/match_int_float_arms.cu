// __match_any_sync(int) in the if arm and __match_any_sync(float) in the else arm (same bits 0x3f800000).
// Both should be match.any.sync.b32: the simulator pairs them (0xffffffff everywhere, W-CROSS-SITE).
#define CASE "match_int_float_arms"
#include "common.h"
__global__ void k(uint32_t* out, const int* bits, const float* one) {
  unsigned l = threadIdx.x & 31;
  if (l < 16) out[l] = __match_any_sync(0xffffffffu, *bits);
  else out[l] = __match_any_sync(0xffffffffu, *one);
}
int main() {
  uint32_t* out = alloc_out(32);
  int* b; cudaMalloc(&b, 4); int hb = 0x3f800000; cudaMemcpy(b, &hb, 4, cudaMemcpyHostToDevice);
  float* f; cudaMalloc(&f, 4); float hf = 1.0f; cudaMemcpy(f, &hf, 4, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(out, b, f);
  CK(cudaDeviceSynchronize());
  return dump(CASE, out, 32);
}
