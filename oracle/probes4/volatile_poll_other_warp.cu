// the same poll through a volatile pointer (control)
#define CASE "volatile_poll_other_warp"
#include "../probes/common.h"
__global__ void k(uint32_t* out, volatile int* flag, int* data) {
  unsigned t = threadIdx.x + blockIdx.x * blockDim.x;
  if (t == 32) {
    int n = 0;
    while (flag[0] == 0) {}
    out[1] = data[0];
    out[2] = n > 0 ? 1u : 0u;
  }
  if (t == 0) {
    data[0] = 42;
    __threadfence();
    atomicExch((int*)flag, 1);
    out[0] = 7;
  }
}
int main() {
  uint32_t* out = alloc_out(3); int* flag = alloc_zero_int(1); int* data = alloc_zero_int(1);
  k<<<1, 64>>>(out, flag, data);
  CK(cudaDeviceSynchronize());
  return dump(CASE, out, 3);
}
