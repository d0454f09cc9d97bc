// __activemask() where nvcc may if-convert: one arm of ?:, the right side of &&, a one-statement if
// (1 warp, 3 words a lane). Simulator: 0xaaaaaaaa in odd lanes, b = 1 in lanes 0..7,
// c = 0xfff00000 in lanes 20..31. Warp TS twin: ../k_ternary_activemask.ts.
#include "rt.h"
__global__ void k(const unsigned* in, unsigned* out) {
  unsigned lane = threadIdx.x & 31;
  unsigned a = (lane & in[0]) == 1 ? __activemask() : 0u;   // in[0] = 1
  unsigned b = 0;
  if (lane < in[1] && __activemask() != 0u) b = 1;           // in[1] = 8
  unsigned c = 0;
  if (lane >= in[2]) c = __activemask();                      // in[2] = 20
  out[lane * 3] = a; out[lane * 3 + 1] = b; out[lane * 3 + 2] = c;
}
int main() { run("rt_ternary_activemask", k, 1, 32, 3, {1u, 8u, 20u}); }
