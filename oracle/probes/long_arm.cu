// Does a warp reconverge after one lane runs a long loop in an `if` arm? Lanes 1-31 skip
// the arm; after the `if` every lane records __activemask(). Lane 0's loop is N iterations
// of dependent work read from memory (not foldable). slots: [mask after the if, N-dependent acc].
#include "rt.h"
__global__ void k(const unsigned* in, unsigned* out) {
  unsigned l = threadIdx.x & 31;
  unsigned acc = 0;
  if (l == 0) {
    unsigned n = in[0];
    for (unsigned i = 0; i < n; i++) acc = acc * 1664525u + in[1 + (i & 7)];
  }
  unsigned m = __activemask();
  out[threadIdx.x * 2] = m;
  out[threadIdx.x * 2 + 1] = acc;
}
__global__ void k2(const unsigned* in, unsigned* out) {
  // The same with the long arm in lanes 0-15 and a short one in lanes 16-31.
  unsigned l = threadIdx.x & 31;
  unsigned acc = 0;
  if (l < 16) {
    unsigned n = in[0];
    for (unsigned i = 0; i < n; i++) acc = acc * 1664525u + in[1 + (i & 7)];
  } else {
    acc = l;
  }
  unsigned m = __activemask();
  out[threadIdx.x * 2] = m;
  out[threadIdx.x * 2 + 1] = acc;
}
int main() {
  std::vector<unsigned> in = {1000000u, 1, 2, 3, 4, 5, 6, 7, 8};
  run("long_arm_activemask", k, 1, 32, 2, in);
  run("long_arm_activemask_halves", k2, 1, 32, 2, in);
  in[0] = 100;
  run("short_arm_activemask", k, 1, 32, 2, in);
}
