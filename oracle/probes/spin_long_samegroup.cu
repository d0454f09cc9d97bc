// Lane 0 does ~2000 iterations of work in the `if` arm, then sets a flag; lanes 1-31 spin in the else arm.
// Simulator (k_spin_long_samegroup.ts): budget error in the default schedule (lane 0 starved after ~4096 steps).
// Expected: out[0] = 3000, out[1..31] = 1.
#define CASE "spin_long_samegroup"
#include "common.h"
__global__ void k(uint32_t* out, int* flag, const int* n) {
  unsigned l = threadIdx.x & 31;
  if (l == 0) {
    int acc = 0;
    for (int i = 0; i < *n; i++) acc += i & 3;
    out[0] = (uint32_t)acc;
    atomicExch(flag, 1);
  } else {
    while (atomicAdd(flag, 0) == 0) {}
    out[l] = 1;
  }
}
int main() {
  uint32_t* out = alloc_out(32); int* flag = alloc_zero_int(1);
  int* n; cudaMalloc(&n, 4); int h = 2000; cudaMemcpy(n, &h, 4, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(out, flag, n);
  CK(cudaDeviceSynchronize());
  return dump(CASE, out, 32);
}
