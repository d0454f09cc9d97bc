// __reduce_add_sync(int) in the if arm, __reduce_add_sync(unsigned) in the else arm, full mask.
// Simulator (k_reduce_int_uint_arms.ts): deadlock (it keys .s32 and .u32 apart). If the two overloads
// compile to one instruction an H200 pairs them: out[l] = 16*1 + 16*10 = 176 everywhere; a hang = no JSON line.
#define CASE "reduce_int_uint_arms"
#include "common.h"
__global__ void k(uint32_t* out, const int* one, const unsigned* ten) {
  unsigned l = threadIdx.x & 31;
  unsigned r;
  if (l < 16) r = (unsigned)__reduce_add_sync(0xffffffffu, *one);
  else r = __reduce_add_sync(0xffffffffu, *ten);
  out[l] = r;
}
int main() {
  uint32_t* out = alloc_out(32);
  int* one; cudaMalloc(&one, 4); int h1 = 1; cudaMemcpy(one, &h1, 4, cudaMemcpyHostToDevice);
  unsigned* ten; cudaMalloc(&ten, 4); unsigned h10 = 10; cudaMemcpy(ten, &h10, 4, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(out, one, ten);
  CK(cudaDeviceSynchronize());
  return dump(CASE, out, 32);
}
