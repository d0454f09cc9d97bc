// expf/logf bit patterns on the GPU for 32 inputs (1 warp, 2 words a lane); the simulator
// rounds both correctly (docs/language.md §3), the GPU is within 2 and 1 ulp.
// Warp TS twin: ../k_expf_logf.ts.
#include "rt.h"
__global__ void k(const unsigned* in, unsigned* out) {
  unsigned lane = threadIdx.x & 31;
  float x = __uint_as_float(in[lane]);
  out[lane * 2] = __float_as_uint(expf(x));
  out[lane * 2 + 1] = __float_as_uint(logf(fabsf(x)));
}
int main() {
  std::vector<unsigned> in;
  for (unsigned i = 0; i < 32; i++) { float x = -20.0f + 1.37f * i + 0.0003f * i * i; unsigned u; memcpy(&u, &x, 4); in.push_back(u); }
  run("rt_expf_logf_bits", k, 1, 32, 2, in);
}
