// Multiply-high readings of Warp School: `__umulhi` and `__mulhi` (CUDA Math API, Integer
// Intrinsics; PTX `mul.hi.u32`, `mul.hi.s32`), the cases of tests/unit/sim/mulhi.test.ts
// and edge words against each other.
//
// One warp per launch; every lane reads (a, b) from device memory, so nothing can be folded
// by the compiler, and writes two words: out[2*lane] = __umulhi(a, b), out[2*lane + 1] =
// (unsigned)__mulhi((int)a, (int)b). `out` is filled with 0xdeadbeef before the launch.
//
// Output: one JSON line per case, in the format of oracle/readings.cu:
//   {"case", "grid": 1, "block": [32,1,1], "slots": 2, "inputs": {"a","b"}, "out": [...]}
// Build and run (read on an H200 with -O3 and with -G: identical output, tests/hardware/fixtures/):
//   nvcc -O3 -arch=sm_90 -fmad=false -o mulhi oracle/mulhi.cu && ./mulhi
#include "word-harness.h"

__global__ void k_mulhi(const unsigned* a, const unsigned* b, const unsigned*, unsigned* out) {
  const int lane = threadIdx.x;
  out[2 * lane] = __umulhi(a[lane], b[lane]);
  out[2 * lane + 1] = (unsigned)__mulhi((int)a[lane], (int)b[lane]);
}

static void run_case(const char* name, const unsigned* a, const unsigned* b) {
  const char* keys[2] = {"a", "b"};
  const unsigned* in[2] = {a, b};
  run_words(name, k_mulhi, 2, keys, in);
}

int main() {
  unsigned a[32], b[32];
  // The unit test's cases: lanes 0..5 the unsigned ones, lanes 6..11 the signed ones (as
  // bits), then lane k repeats lane k % 12.
  const unsigned T[12][2] = {
    {0xffffffffu, 0xffffffffu}, {0x00010000u, 0x00010000u}, {0x80000000u, 2}, {0xffffffffu, 2},
    {0xdeadbeefu, 0x10}, {0x12345678u, 0},
    {0xffffffffu, 1}, {0x80000000u, 0x80000000u}, {0x7fffffffu, 2}, {0xfffffffeu, 0x40000000u},
    {0xffff0000u, 0x00010000u}, {0x80000000u, 0x7fffffffu},
  };
  for (int l = 0; l < 32; l++) { a[l] = T[l % 12][0]; b[l] = T[l % 12][1]; }
  run_case("mulhi_unit", a, b);
  // Edge words against each other: 0, 1, 2, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe,
  // 0xffffffff, in all 64 pairs (two launches).
  const unsigned E[8] = {0, 1, 2, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu};
  for (int half = 0; half < 2; half++) {
    for (int l = 0; l < 32; l++) { const int k = half * 32 + l; a[l] = E[k / 8]; b[l] = E[k % 8]; }
    run_case(half ? "mulhi_edges_32_63" : "mulhi_edges_0_31", a, b);
  }
  return 0;
}
