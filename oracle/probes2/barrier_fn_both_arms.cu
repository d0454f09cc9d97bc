// One __syncthreads() in a device function called from both arms of a divergent if (warp 0
// in one arm, warp 1 in the other): nvcc inlines the two calls into two barriers. Does the
// block complete, and what does each thread read from its partner in the other warp?
// <<<1, 64>>>, slots: [value read from s[t ^ 32]]. Warp TS twin: tests/unit/sim/barrier-places.test.ts.
#include "../probes/rt.h"
__device__ __noinline__ unsigned stage_ni(unsigned* s, unsigned t, unsigned v) {
  s[t] = v;
  __syncthreads();
  return s[t ^ 32];
}
__device__ unsigned stage(unsigned* s, unsigned t, unsigned v) {
  s[t] = v;
  __syncthreads();
  return s[t ^ 32];
}
__global__ void k(const unsigned* in, unsigned* out) {
  __shared__ unsigned s[64];
  unsigned t = threadIdx.x;
  if (t < 32) out[t] = stage(s, t, t + in[0]);
  else out[t] = stage(s, t, 100 + t + in[0]);
}
__global__ void k_noinline(const unsigned* in, unsigned* out) {
  __shared__ unsigned s[64];
  unsigned t = threadIdx.x;
  if (t < 32) out[t] = stage_ni(s, t, t + in[0]);
  else out[t] = stage_ni(s, t, 100 + t + in[0]);
}
int main() { run("rt_barrier_fn_both_arms", k, 1, 64, 1, {0}); }
