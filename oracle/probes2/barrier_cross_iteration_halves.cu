// One __syncthreads() inside `if (warp == i)` in a loop over i: warp 0 reaches it in pass 0,
// warp 1 in pass 1. Does the block complete, and what does each thread read?
// <<<1, 64>>>, slots: [r]. Second kernel: the two halves of one warp, <<<1, 32>>>.
#include "../probes/rt.h"
__global__ void k(const unsigned* in, unsigned* out) {
  __shared__ unsigned s[64];
  unsigned t = threadIdx.x, wid = t >> 5;
  unsigned r = 0xffffffffu;
  for (unsigned i = 0; i < 2 + in[0]; i++) {
    if (wid == i) {
      s[t] = t + 100 * i;
      __syncthreads();
      r = s[t ^ 32];
    }
  }
  out[t] = r;
}
__global__ void k_halves(const unsigned* in, unsigned* out) {
  __shared__ unsigned s[32];
  unsigned t = threadIdx.x;
  unsigned r = 0xffffffffu;
  for (unsigned i = 0; i < 2 + in[0]; i++) {
    if ((t >> 4) == i) {
      s[t] = t + 100 * i;
      __syncthreads();
      r = s[t ^ 16];
    }
  }
  out[t] = r;
}
int main() { run("rt_barrier_cross_iteration_halves", k_halves, 1, 32, 1, {0}); }
