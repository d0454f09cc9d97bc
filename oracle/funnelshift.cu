// Funnel-shift readings of Warp School: `__funnelshift_l` and `__funnelshift_r` (CUDA Math
// API, Integer Intrinsics; PTX `shf.l.wrap`, `shf.r.wrap`), the cases of
// tests/unit/sim/funnelshift.test.ts and a sweep of every count 0..63 over edge words.
//
// One warp per launch; every lane reads (lo, hi, shift) from device memory, so nothing can
// be folded by the compiler, and writes two words: out[2*lane] = __funnelshift_l(lo, hi,
// shift), out[2*lane + 1] = __funnelshift_r(lo, hi, shift). `out` is filled with 0xdeadbeef
// before the launch.
//
// Output: one JSON line per case, in the format of oracle/readings.cu:
//   {"case", "grid": 1, "block": [32,1,1], "slots": 2, "inputs": {"lo","hi","shift"}, "out": [...]}
// Build and run (read on an H200 with -O3 and with -G: identical output, tests/hardware/fixtures/):
//   nvcc -O3 -arch=sm_90 -fmad=false -o funnelshift oracle/funnelshift.cu && ./funnelshift
#include "word-harness.h"

__global__ void k_funnel(const unsigned* lo, const unsigned* hi, const unsigned* shift, unsigned* out) {
  const int lane = threadIdx.x;
  out[2 * lane] = __funnelshift_l(lo[lane], hi[lane], shift[lane]);
  out[2 * lane + 1] = __funnelshift_r(lo[lane], hi[lane], shift[lane]);
}

static void run_case(const char* name, const unsigned* lo, const unsigned* hi, const unsigned* shift) {
  const char* keys[3] = {"lo", "hi", "shift"};
  const unsigned* in[3] = {lo, hi, shift};
  run_words(name, k_funnel, 3, keys, in);
}

int main() {
  unsigned lo[32], hi[32], shift[32];
  // The unit test's cases (lanes 0..5), then lane k repeats case k % 6.
  const unsigned T[6][3] = {
    {0x89abcdefu, 0x01234567u, 0}, {0x89abcdefu, 0x01234567u, 8}, {0x89abcdefu, 0x01234567u, 31},
    {0x89abcdefu, 0x01234567u, 32}, {0x89abcdefu, 0x01234567u, 36}, {0x80000001u, 0x80000001u, 1},
  };
  for (int l = 0; l < 32; l++) { lo[l] = T[l % 6][0]; hi[l] = T[l % 6][1]; shift[l] = T[l % 6][2]; }
  run_case("funnelshift_unit", lo, hi, shift);
  // Every count 0..63 (two launches), on words with distinct halves and both top bits set.
  for (int half = 0; half < 2; half++) {
    for (int l = 0; l < 32; l++) { lo[l] = 0xf00dface ^ (l * 0x01010101u); hi[l] = 0x8badf00d + l; shift[l] = half * 32 + l; }
    run_case(half ? "funnelshift_counts_32_63" : "funnelshift_counts_0_31", lo, hi, shift);
  }
  // Counts far above 63: only shift & 31 counts.
  for (int l = 0; l < 32; l++) { lo[l] = 0x12345678u; hi[l] = 0x9abcdef0u; shift[l] = 0xffffffe0u + l; }
  run_case("funnelshift_counts_high", lo, hi, shift);
  return 0;
}
