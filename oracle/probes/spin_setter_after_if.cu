// Lanes 1-31 spin inside `if (lane != 0)`; lane 0 sets the flag only AFTER that if (past its
// reconvergence point). Simulator (k_spin_setter_after_if.ts): budget error in the default schedule.
// Expected if completed: out[0] = 2, out[1..31] = 1.
#define CASE "spin_setter_after_if"
#include "common.h"
__global__ void k(uint32_t* out, int* flag) {
  unsigned l = threadIdx.x & 31;
  if (l != 0) {
    while (atomicAdd(flag, 0) == 0) {}
    out[l] = 1;
  }
  if (l == 0) {
    atomicExch(flag, 1);
    out[0] = 2;
  }
}
int main() {
  uint32_t* out = alloc_out(32); int* flag = alloc_zero_int(1);
  k<<<1, 32>>>(out, flag);
  CK(cudaDeviceSynchronize());
  return dump(CASE, out, 32);
}
