// Warp School fidelity readings: double fma, device printf, atomicExch on double.
//
// Build and run: oracle/fidelity.sh  (nvcc -O3 -arch=sm_90 -fmad=false).
// Standard output, one item per line (oracle/fidelity-parse.ts turns it into
// tests/hardware/fixtures/fidelity.json):
//   {"device": ...}                                        the GPU and the build
//   {"fma_case": NAME, "a", "b", "c", "fma", "unfused"}    64-bit words as hex strings:
//        fma = fma(a, b, c), unfused = __dadd_rn(__dmul_rn(a, b), c), both on the device
//   {"printf_case": NAME, "format", "type", "arg"}         a marker, then on the next line
//   |TEXT|                                                 what the device printed for
//        printf("|" FORMAT "|\n", arg): one launch per case, synchronised and flushed
//   {"atomic_exch_double": ...}                            the exported atomicExch form
// Inputs are read from device memory, so nothing is constant-folded.
#include <cmath>
#include <math.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); exit(1); } } while (0)

typedef unsigned long long u64;

static double dbits(u64 b) { double d; memcpy(&d, &b, 8); return d; }
static u64 bitsd(double d) { u64 b; memcpy(&b, &d, 8); return b; }
static float fbits(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint32_t bitsf(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }

// ------------------------------------------------------------------ (a) double fma

__global__ void k_fma(const u64* in, u64* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = __longlong_as_double((long long)in[3 * i]);
  double b = __longlong_as_double((long long)in[3 * i + 1]);
  double c = __longlong_as_double((long long)in[3 * i + 2]);
  out[2 * i] = (u64)__double_as_longlong(fma(a, b, c));
  out[2 * i + 1] = (u64)__double_as_longlong(__dadd_rn(__dmul_rn(a, b), c));
}

struct FmaCase { char name[32]; u64 a, b, c; };

static u64 p2(int k) { return bitsd(ldexp(1.0, k)); }
static u64 neg(u64 b) { return b ^ 0x8000000000000000ull; }

static u64 rng_state = 0x9e3779b97f4a7c15ull;
static u64 rnd() {  // xorshift64*
  rng_state ^= rng_state >> 12; rng_state ^= rng_state << 25; rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1dull;
}
// A double with a random significand and sign and an exponent field in [lo, hi].
static u64 rnd_exp(int lo, int hi) {
  u64 r = rnd();
  u64 e = (u64)(lo + (int)(rnd() % (u64)(hi - lo + 1)));
  return (r & 0x800fffffffffffffull) | (e << 52);
}

static int fma_cases(FmaCase* cs) {
  int n = 0;
  const double ONE = 1.0;
  const u64 MAX = 0x7fefffffffffffffull, INF = 0x7ff0000000000000ull;
#define FC(nm, A, B, C) do { snprintf(cs[n].name, sizeof cs[n].name, "%s", nm); \
  cs[n].a = (A); cs[n].b = (B); cs[n].c = (C); n++; } while (0)
  FC("exact_low_bits", bitsd(ONE + ldexp(1.0, -52)), bitsd(ONE - ldexp(1.0, -52)), bitsd(-1.0));
  FC("above_tie", bitsd(ONE + ldexp(1.0, -52)), bitsd((ONE - ldexp(1.0, -53)) * ldexp(1.0, -53)), bitsd(1.0));
  FC("tie_even_down", p2(-53), bitsd(1.0), bitsd(1.0));
  FC("tie_even_up", p2(-53), bitsd(1.0), bitsd(ONE + ldexp(1.0, -52)));
  FC("tie_negative", neg(p2(-53)), bitsd(1.0), bitsd(-1.0));
  FC("subnormal_exact", p2(-537), p2(-537), 0);
  FC("subnormal_round", bitsd(1.5 * ldexp(1.0, -537)), p2(-538), 0);
  FC("subnormal_tie", bitsd(3.0 * ldexp(1.0, -537)), p2(-538), 0);
  FC("subnormal_cancel", bitsd((ONE + ldexp(1.0, -52)) * ldexp(1.0, -485)), bitsd((ONE - ldexp(1.0, -52)) * ldexp(1.0, -485)), neg(p2(-970)));
  FC("subnormal_operand", 1, p2(52), 1);
  FC("half_min_to_zero", p2(-538), p2(-537), 0);
  FC("half_min_to_negzero", neg(p2(-538)), p2(-537), 0);
  FC("above_half_min", bitsd((ONE + ldexp(1.0, -52)) * ldexp(1.0, -538)), p2(-537), 0);
  FC("overflow_tie", MAX, bitsd(1.0), p2(970));
  FC("overflow_tie_neg", neg(MAX), bitsd(1.0), neg(p2(970)));
  FC("below_overflow", MAX, bitsd(1.0), p2(969));
  FC("product_overflows", MAX, bitsd(2.0), neg(MAX));
  FC("zero_negzero_plus", neg(0), bitsd(1.0), 0);
  FC("zero_negzero_minus", bitsd(1.0), neg(0), neg(0));
  FC("zero_pos_negzero", neg(0), neg(0), neg(0));
  FC("zero_cancel", bitsd(1.0), bitsd(1.0), bitsd(-1.0));
  FC("tiny_negative_to_negzero", neg(p2(-600)), p2(-600), 0);
  FC("tiny_positive_negzero_c", p2(-600), p2(-600), neg(0));
  FC("inf_times_zero", INF, 0, bitsd(1.0));
  FC("zero_times_neginf", 0, neg(INF), bitsd(1.0));
  FC("inf_times_zero_plus_inf", INF, 0, INF);
  FC("inf_minus_inf", INF, bitsd(1.0), neg(INF));
  FC("neginf", INF, bitsd(-1.0), neg(INF));
  FC("inf_product", neg(INF), bitsd(-2.0), bitsd(5.0));
  FC("inf_addend", bitsd(1.0), bitsd(1.0), INF);
  FC("finite_product_neginf", MAX, MAX, neg(INF));
  FC("snan_a", 0x7ff0000020000000ull, bitsd(1.0), bitsd(1.0));
  FC("qnan_neg_b", bitsd(1.0), 0xfff8000000000123ull, bitsd(1.0));
  FC("qnan_c_after_inf_zero", 0, INF, 0xfff8000000000123ull);
  FC("two_nans_a_b", 0x7ff0000020000000ull, 0xfff8000000000123ull, bitsd(1.0));
  FC("two_nans_b_c", bitsd(1.0), 0x7ff8000000000456ull, 0x7ff4000000000789ull);
  FC("nan_c", bitsd(2.0), bitsd(3.0), 0x7ff8000000000abcull);
  FC("snan_c", bitsd(2.0), bitsd(3.0), 0xfff0000000000001ull);
  // Which NaN wins when several are NaN: quiet (q) and signalling (s) in each position.
  const u64 QA = 0x7ff8000000000a0aull, QB = 0xfff8000000000b0bull, QC = 0x7ff8000000000c0cull;
  const u64 SA = 0x7ff0000000000a01ull, SB = 0xfff0000000000b01ull, SC = 0x7ff0000000000c01ull;
  const u64 TWO = bitsd(2.0);
  FC("nan_order_qa_qb", QA, QB, TWO);
  FC("nan_order_qa_qc", QA, TWO, QC);
  FC("nan_order_qb_qc", TWO, QB, QC);
  FC("nan_order_qa_qb_qc", QA, QB, QC);
  FC("nan_order_sa_qb", SA, QB, TWO);
  FC("nan_order_qa_sb", QA, SB, TWO);
  FC("nan_order_qa_sc", QA, TWO, SC);
  FC("nan_order_sa_qc", SA, TWO, QC);
  FC("nan_order_qb_sc", TWO, QB, SC);
  FC("nan_order_sb_qc", TWO, SB, QC);
  FC("nan_order_sa_sb", SA, SB, TWO);
  FC("nan_order_sa_sc", SA, TWO, SC);
  FC("nan_order_sb_sc", TWO, SB, SC);
  FC("nan_order_sa_sb_sc", SA, SB, SC);
  FC("nan_order_qa_sb_sc", QA, SB, SC);
  FC("nan_order_sa_qb_qc", SA, QB, QC);
  FC("nan_order_inf_zero_qc", INF, 0, QC);
  FC("nan_order_inf_zero_sc", INF, 0, SC);
  FC("nan_order_qa_inf_zero", QA, INF, 0);
  // Random cases: full bit patterns, normal magnitudes with c cancelling a*b, tiny results.
  for (int k = 0; k < 64; k++) { char nm[32]; snprintf(nm, sizeof nm, "random_bits_%d", k); FC(nm, rnd(), rnd(), rnd()); }
  for (int k = 0; k < 96; k++) {
    char nm[32]; snprintf(nm, sizeof nm, "random_cancel_%d", k);
    u64 a = rnd_exp(960, 1090), b = rnd_exp(960, 1090);
    double c = -(dbits(a) * dbits(b));
    u64 cb = bitsd(c) + (u64)(rnd() % 5) - 2;  // the rounded product, give or take two ulps
    FC(nm, a, b, cb);
  }
  for (int k = 0; k < 48; k++) {
    char nm[32]; snprintf(nm, sizeof nm, "random_tiny_%d", k);
    FC(nm, rnd_exp(400, 560), rnd_exp(400, 560), rnd_exp(0, 40));
  }
#undef FC
  return n;
}

static void run_fma() {
  static FmaCase cs[512];
  int n = fma_cases(cs);
  u64* hin = (u64*)malloc(sizeof(u64) * 3 * n);
  u64* hout = (u64*)malloc(sizeof(u64) * 2 * n);
  for (int i = 0; i < n; i++) { hin[3 * i] = cs[i].a; hin[3 * i + 1] = cs[i].b; hin[3 * i + 2] = cs[i].c; }
  u64 *din, *dout;
  CK(cudaMalloc(&din, sizeof(u64) * 3 * n));
  CK(cudaMalloc(&dout, sizeof(u64) * 2 * n));
  CK(cudaMemcpy(din, hin, sizeof(u64) * 3 * n, cudaMemcpyHostToDevice));
  k_fma<<<(n + 127) / 128, 128>>>(din, dout, n);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(hout, dout, sizeof(u64) * 2 * n, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    printf("{\"fma_case\": \"%s\", \"a\": \"%016llx\", \"b\": \"%016llx\", \"c\": \"%016llx\", "
           "\"fma\": \"%016llx\", \"unfused\": \"%016llx\"}\n",
           cs[i].name, cs[i].a, cs[i].b, cs[i].c, hout[2 * i], hout[2 * i + 1]);
  }
  fflush(stdout);
  CK(cudaFree(din)); CK(cudaFree(dout));
  free(hin); free(hout);
}

// ------------------------------------------------------------------ (b) device printf
// X(name, format, type, value): type I int, U unsigned, F float, D double, S a string
// literal. Each case prints "|" format "|\n" with its one argument.
#define PRINTF_CASES(X) \
  X(d, "%d", I, 42) \
  X(i_neg, "%i", I, -1) \
  X(d_min, "%d", I, (-2147483647 - 1)) \
  X(d_width, "%5d", I, 42) \
  X(d_left, "%-5d", I, 42) \
  X(d_zero, "%05d", I, 42) \
  X(d_zero_neg, "%05d", I, -42) \
  X(d_plus_zero, "%+05d", I, 42) \
  X(d_space_zero, "% 05d", I, 42) \
  X(d_plus_space, "%+ d", I, 42) \
  X(d_space_neg, "% d", I, -42) \
  X(d_left_zero, "%-05d", I, 42) \
  X(d_zero_prec, "%05.3d", I, 42) \
  X(d_prec, "%.3d", I, -7) \
  X(d_prec0_zero, "%.0d", I, 0) \
  X(d_width_prec0_zero, "%5.0d", I, 0) \
  X(u_max, "%u", U, 4294967295u) \
  X(u_plus, "%+u", U, 5u) \
  X(u_space, "% u", U, 5u) \
  X(u_of_int, "%u", I, -1) \
  X(o, "%o", U, 8u) \
  X(o_alt, "%#o", U, 8u) \
  X(o_alt_zero, "%#o", U, 0u) \
  X(o_alt_prec0_zero, "%#.0o", U, 0u) \
  X(o_prec0_zero, "%.0o", U, 0u) \
  X(o_alt_width, "%#5o", U, 8u) \
  X(o_alt_zero_width, "%#05o", U, 8u) \
  X(x, "%x", U, 255u) \
  X(X_upper, "%X", U, 255u) \
  X(x_of_int, "%x", I, -1) \
  X(x_alt, "%#x", U, 255u) \
  X(X_alt, "%#X", U, 255u) \
  X(x_alt_zero, "%#x", U, 0u) \
  X(x_alt_prec0_zero, "%#.0x", U, 0u) \
  X(x_alt_zero_width, "%#010x", U, 255u) \
  X(x_alt_width, "%#10x", U, 255u) \
  X(x_alt_left, "%-#10x", U, 255u) \
  X(x_zero_width, "%010x", U, 0xdeadbeefu) \
  X(X_full_width, "%08X", U, 0xdeadbeefu) \
  X(x_prec, "%.4x", U, 255u) \
  X(x_alt_prec, "%#.4x", U, 255u) \
  X(x_plus, "%+x", U, 255u) \
  X(f, "%f", D, 1.5) \
  X(lf, "%lf", D, 1.5) \
  X(F_upper, "%F", D, 1.5) \
  X(f_tie_0125, "%.2f", D, 0.125) \
  X(f_tie_0375, "%.2f", D, 0.375) \
  X(f_tie_05, "%.0f", D, 0.5) \
  X(f_tie_15, "%.0f", D, 1.5) \
  X(f_tie_25, "%.0f", D, 2.5) \
  X(f_005, "%.1f", D, 0.05) \
  X(f_tie_025, "%.1f", D, 0.25) \
  X(f_prec0, "%.0f", D, 3.0) \
  X(f_alt_prec0, "%#.0f", D, 3.0) \
  X(f_negzero, "%f", D, -0.0) \
  X(f_plus, "%+f", D, 0.0) \
  X(f_space, "% f", D, 1.0) \
  X(f_zero_neg, "%010.3f", D, -3.14159) \
  X(f_left, "%-10.2f", D, 3.14159) \
  X(f_width, "%10.4f", D, 3.141592653589793) \
  X(f_1e20, "%f", D, 1e20) \
  X(f_1e21, "%f", D, 1e21) \
  X(f_01_20, "%.20f", D, 0.1) \
  X(f_float_01, "%.10f", F, 0.1f) \
  X(f_00005, "%.3f", D, 0.0005) \
  X(e, "%e", D, 12345.678) \
  X(E_upper, "%E", D, 12345.678) \
  X(e_zero, "%.2e", D, 0.0) \
  X(e_negzero, "%e", D, -0.0) \
  X(e_prec0, "%.0e", D, 12345.0) \
  X(e_alt_prec0, "%#.0e", D, 12345.0) \
  X(e_1e100, "%e", D, 1e100) \
  X(e_min_subnormal, "%e", D, 4.9406564584124654e-324) \
  X(e_carry, "%.2e", D, 9.999) \
  X(e_tie, "%12.3e", D, 1234.5) \
  X(e_zero_neg, "%012.3e", D, -1234.5) \
  X(e_plus, "%+.1e", D, 2.5) \
  X(e_float_01, "%e", F, 0.1f) \
  X(g_float_00001, "%g", F, 0.0001f) \
  X(g_000001, "%g", D, 0.00001) \
  X(g_123456, "%g", D, 123456.0) \
  X(g_1234567, "%g", D, 1234567.0) \
  X(g_float_99999995, "%g", F, 9.9999995f) \
  X(g_100000, "%g", D, 100000.0) \
  X(g_1e6, "%g", D, 1e6) \
  X(g_zero, "%g", D, 0.0) \
  X(g_negzero, "%g", D, -0.0) \
  X(g_alt_zero, "%#g", D, 0.0) \
  X(g_half, "%g", D, 0.5) \
  X(g_prec0, "%.0g", D, 123.0) \
  X(g_prec1, "%.1g", D, 0.0001) \
  X(g_alt_one, "%#g", D, 1.0) \
  X(g_alt_prec3, "%#.3g", D, 1.0) \
  X(g_alt_123456, "%#g", D, 123456.0) \
  X(g_alt_1e5, "%#g", D, 0.00001) \
  X(G_1e5, "%G", D, 0.00001) \
  X(G_1234567, "%G", D, 1234567.0) \
  X(g_1e100, "%g", D, 1e100) \
  X(g_prec3, "%.3g", D, 0.0001234) \
  X(g_9digits, "%g", D, 0.000123456789) \
  X(g_99999e5, "%g", D, 9.9999e-5) \
  X(g_9999999e5, "%g", D, 9.999999e-5) \
  X(g_tie_995, "%.2g", D, 99.5) \
  X(g_tie_985, "%.2g", D, 98.5) \
  X(g_width, "%10.4g", D, 3.14159) \
  X(g_left, "%-10g", D, 2.5) \
  X(g_zero_neg, "%010g", D, -2.5) \
  X(g_plus, "%+g", D, 2.5) \
  X(lg, "%lg", D, 2.5) \
  X(f_inf, "%f", D, INFINITY) \
  X(F_inf, "%F", D, INFINITY) \
  X(f_neginf, "%f", D, -INFINITY) \
  X(f_nan, "%f", D, dbits(0x7ff8000000000000ull)) \
  X(F_nan, "%F", D, dbits(0x7ff8000000000000ull)) \
  X(f_negnan, "%f", D, dbits(0xfff8000000000000ull)) \
  X(f_float_nan, "%f", F, fbits(0x7fffffffu)) \
  X(f_plus_inf, "%+f", D, INFINITY) \
  X(f_zero_inf, "%08f", D, INFINITY) \
  X(e_zero_nan, "%08e", D, dbits(0x7ff8000000000000ull)) \
  X(f_left_neginf, "%-8f", D, -INFINITY) \
  X(E_inf, "%E", D, INFINITY) \
  X(e_nan, "%e", D, dbits(0x7ff8000000000000ull)) \
  X(G_neginf, "%G", D, -INFINITY) \
  X(g_nan, "%g", D, dbits(0x7ff8000000000000ull)) \
  X(g_alt_inf, "%#g", D, INFINITY) \
  X(pct_text, "100%% of %d%%", I, 5) \
  X(s_width, "%5s", S, "ab") \
  X(s_left, "%-5s", S, "cd") \
  X(s_prec, "%.2s", S, "xyz")

enum {
#define X(name, fmt, T, v) C_##name,
  PRINTF_CASES(X)
#undef X
  N_PRINTF
};

#define ARG_I(k, v) iv[k]
#define ARG_U(k, v) uv[k]
#define ARG_F(k, v) fv[k]
#define ARG_D(k, v) dv[k]
#define ARG_S(k, v) v

__global__ void k_printf(int which, const int* iv, const unsigned* uv, const float* fv, const double* dv) {
  switch (which) {
#define X(name, fmt, T, v) case C_##name: printf("|" fmt "|\n", ARG_##T(C_##name, v)); break;
    PRINTF_CASES(X)
#undef X
    default: break;
  }
}

static void json_string(const char* s) {
  putchar('"');
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') { putchar('\\'); putchar(*s); }
    else if ((unsigned char)*s < 0x20) printf("\\u%04x", (unsigned char)*s);
    else putchar(*s);
  }
  putchar('"');
}

static void run_printf() {
  static int hi[N_PRINTF]; static unsigned hu[N_PRINTF]; static float hf[N_PRINTF]; static double hd[N_PRINTF];
  static const char* names[N_PRINTF]; static const char* fmts[N_PRINTF]; static char types[N_PRINTF];
  static char args[N_PRINTF][40];
#define SET_I(k, v) hi[k] = (int)(v); snprintf(args[k], 40, "%08x", (unsigned)hi[k]);
#define SET_U(k, v) hu[k] = (unsigned)(v); snprintf(args[k], 40, "%08x", hu[k]);
#define SET_F(k, v) hf[k] = (float)(v); snprintf(args[k], 40, "%08x", bitsf(hf[k]));
#define SET_D(k, v) hd[k] = (double)(v); snprintf(args[k], 40, "%016llx", bitsd(hd[k]));
#define SET_S(k, v) snprintf(args[k], 40, "%s", v);
#define X(name, fmt, T, v) names[C_##name] = #name; fmts[C_##name] = fmt; types[C_##name] = #T[0]; SET_##T(C_##name, v)
  PRINTF_CASES(X)
#undef X
  int* di; unsigned* du; float* df; double* dd;
  CK(cudaMalloc(&di, sizeof hi)); CK(cudaMalloc(&du, sizeof hu)); CK(cudaMalloc(&df, sizeof hf)); CK(cudaMalloc(&dd, sizeof hd));
  CK(cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(du, hu, sizeof hu, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice));
  for (int k = 0; k < N_PRINTF; k++) {
    const char* ty = types[k] == 'I' ? "int" : types[k] == 'U' ? "uint" : types[k] == 'F' ? "float" : types[k] == 'D' ? "double" : "string";
    printf("{\"printf_case\": \"%s\", \"format\": ", names[k]);
    json_string(fmts[k]);
    printf(", \"type\": \"%s\", \"arg\": ", ty);
    json_string(args[k]);
    printf("}\n");
    fflush(stdout);
    k_printf<<<1, 1>>>(k, di, du, df, dd);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    fflush(stdout);
  }
  CK(cudaFree(di)); CK(cudaFree(du)); CK(cudaFree(df)); CK(cudaFree(dd));
}

// ------------------------------------------------------------------ (c) atomicExch on double
// The form src/cuda/intrinsics.ts exports for Warp TS `atomicExch(arr, i, v)` on a double[].

__global__ void k_exch_double(double* g, double* old, const double* vals) {
  __shared__ double sh[1];
  if (threadIdx.x == 0) sh[0] = vals[0];
  __syncthreads();
  if (threadIdx.x == 0) {
    old[0] = __longlong_as_double((long long int)atomicExch((unsigned long long int *)&g[0], (unsigned long long int)__double_as_longlong(vals[1])));
    old[1] = __longlong_as_double((long long int)atomicExch((unsigned long long int *)&sh[0], (unsigned long long int)__double_as_longlong(vals[2])));
    old[2] = sh[0];
  }
  __syncthreads();
  // 32 lanes exchange their own value into g[1]: the olds and the final value are a
  // permutation of the start value and the 32 lane values.
  double mine = (double)threadIdx.x + 0.5;
  old[3 + threadIdx.x] = __longlong_as_double((long long int)atomicExch((unsigned long long int *)&g[1], (unsigned long long int)__double_as_longlong(mine)));
}

static void run_exch() {
  double hg[2] = {1.25, -7.0};
  double hv[3] = {dbits(0x7ff8000000000123ull), -0.0, dbits(0xfff8000000000456ull)};
  double hold[35];
  double *dg, *dold, *dv;
  CK(cudaMalloc(&dg, sizeof hg)); CK(cudaMalloc(&dold, sizeof hold)); CK(cudaMalloc(&dv, sizeof hv));
  CK(cudaMemcpy(dg, hg, sizeof hg, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice));
  k_exch_double<<<1, 32>>>(dg, dold, dv);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(hg, dg, sizeof hg, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(hold, dold, sizeof hold, cudaMemcpyDeviceToHost));
  printf("{\"atomic_exch_double\": {\"g_start\": [\"3ff4000000000000\", \"c01c000000000000\"], "
         "\"vals\": [\"%016llx\", \"%016llx\", \"%016llx\"], \"g_end\": [\"%016llx\", \"%016llx\"], \"old\": [",
         bitsd(hv[0]), bitsd(hv[1]), bitsd(hv[2]), bitsd(hg[0]), bitsd(hg[1]));
  for (int k = 0; k < 35; k++) printf("%s\"%016llx\"", k ? ", " : "", bitsd(hold[k]));
  printf("]}}\n");
  fflush(stdout);
  CK(cudaFree(dg)); CK(cudaFree(dold)); CK(cudaFree(dv));
}

int main() {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  int rt = 0, drv = 0;
  cudaRuntimeGetVersion(&rt); cudaDriverGetVersion(&drv);
  printf("{\"device\": \"%s\", \"cc\": \"%d.%d\", \"runtime\": %d, \"driver\": %d, "
         "\"build\": \"nvcc -O3 -arch=sm_90 -fmad=false\"}\n", prop.name, prop.major, prop.minor, rt, drv);
  fflush(stdout);
  run_fma();
  run_printf();
  run_exch();
  return 0;
}
