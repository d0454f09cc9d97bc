// 64-bit integer readings of Warp School (long long / unsigned long long), one program.
//
// Each kernel is the CUDA C++ of one Warp TS kernel of tests/hardware/kernels/int64/, written
// by hand from the C++ rules (the exporter's own translation is read separately, see
// oracle/int64-run.sh). Every kernel writes unsigned long long words to `out`, filled with
// 0xdeadbeefdeadbeef before the launch; inputs are read from device memory, so nothing that
// is undefined behaviour can be folded by the compiler.
//
// Output: one JSON line per case:
//   {"case", "grid", "block", "slots", "inputs": {...}, "out": ["decimal", ...],
//    "dout": ["16 hex digits", ...]?, "printf": ["line\n", ...]?}
// 64-bit words are decimal strings of the unsigned 64-bit pattern; doubles their bits.
// Build: nvcc -O3 -arch=sm_90 -fmad=false (and -G), see oracle/int64-run.sh.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <unistd.h>

typedef unsigned long long u64;
typedef long long i64;

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
  printf("{\"error\":\"%s: %s\"}\n", #call, cudaGetErrorString(e_)); exit(1); } } while (0)

static const u64 EDGE[32] = {
  0x0000000000000000ULL, 0x0000000000000001ULL, 0xffffffffffffffffULL, 0x7fffffffffffffffULL,
  0x8000000000000000ULL, 0x00000000ffffffffULL, 0x0000000100000000ULL, 0x0000000080000000ULL,
  0xffffffff00000000ULL, 0x123456789abcdef0ULL, 0xfedcba9876543210ULL, 0x8000000000000001ULL,
  0x0000000000000002ULL, 0xfffffffffffffffeULL, 0x00000000b2d05e00ULL, 0x0000001000000001ULL,
  0x0020000000000001ULL, 0x1000001000000001ULL, 0x7ffffffffffffc00ULL, 0x0de0b6b3a7640000ULL,
  0xf21f494c589c0000ULL, 0x00000000deadbeefULL, 0xdeadbeef00000000ULL, 0x5555555555555555ULL,
  0xaaaaaaaaaaaaaaaaULL, 0x000000000000003fULL, 0x0000000000000040ULL, 0xffffffffffffffc0ULL,
  0x0000000000000007ULL, 0xfffffffffffffff9ULL, 0xfffffffffffff800ULL, 0xfffffffffffffffdULL,
};
static const u64 FILL = 0xdeadbeefdeadbeefULL;

// ------------------------------------------------------------------ kernels

__global__ void k_arith(const u64* inp, u64* out) {
  const int lane = threadIdx.x;
  const u64 a = inp[lane];
  const u64 b = inp[(lane * 7 + 3) & 31];
  const i64 sa = (i64)a, sb = (i64)b;
  const int o = lane * 24;
  out[o + 0] = sa + sb;
  out[o + 1] = sa - sb;
  out[o + 2] = sa * sb;
  out[o + 3] = a & b;
  out[o + 4] = a | b;
  out[o + 5] = a ^ b;
  out[o + 6] = ~a;
  out[o + 7] = -sa;
  out[o + 8] = (u64)(sa < sb) | ((u64)(sa <= sb) << 1) | ((u64)(sa > sb) << 2) | ((u64)(sa >= sb) << 3) | ((u64)(sa == sb) << 4) | ((u64)(sa != sb) << 5);
  out[o + 9] = (u64)(a < b) | ((u64)(a <= b) << 1) | ((u64)(a > b) << 2) | ((u64)(a >= b) << 3) | ((u64)(a == b) << 4) | ((u64)(a != b) << 5);
  const bool okl = sb != 0 && !(sa == (-9223372036854775807LL - 1) && sb == -1);
  out[o + 10] = okl ? sa / sb : 4369LL;
  out[o + 11] = okl ? sa % sb : 8738LL;
  out[o + 12] = b != 0 ? a / b : 13107ULL;
  out[o + 13] = b != 0 ? a % b : 17476ULL;
  out[o + 14] = a * b;
  out[o + 15] = (int)a + b;
  out[o + 16] = (unsigned)a + sb;
  out[o + 17] = (int)a * sb;
  out[o + 18] = (u64)((int)a < b) | ((u64)(sa < b) << 1) | ((u64)((unsigned)a < sb) << 2) | ((u64)((int)a < sb) << 3) | ((u64)(-1 < b) << 4) | ((u64)((i64)-1 < (unsigned)a) << 5);
  out[o + 19] = min(sa, sb);
  out[o + 20] = max(a, b);
  out[o + 21] = llabs(sa >> 1);
  out[o + 22] = max(sa, sb);
  out[o + 23] = min(a, b);
}

__global__ void k_shifts(const u64* inp, u64* out) {
  const int lane = threadIdx.x;
  const u64 x = inp[lane] ^ inp[(lane + 9) & 31];
  const int c = lane;
  const int o = lane * 8;
  out[o + 0] = x << c;
  out[o + 1] = x << (c + 32);
  out[o + 2] = (i64)x >> c;
  out[o + 3] = (i64)x >> (c + 32);
  out[o + 4] = x >> c;
  out[o + 5] = x >> (c + 32);
  out[o + 6] = x << (u64)(c ^ 63);
  out[o + 7] = (i64)x >> (i64)(63 - c);
}

__global__ void k_shift_ub(const u64* inp, u64* out) {
  const int lane = threadIdx.x;
  const u64 x = inp[lane];
  const int n = lane < 16 ? (int)inp[26] + lane : (int)inp[2] - (lane - 16);
  const int op = lane % 3;
  u64 r = inp[0];
  if (op == 0) r = x << n;
  else if (op == 1) r = (i64)x >> n;
  else r = x >> n;
  out[lane] = r;
}

__global__ void k_divzero_ub(const u64* inp, u64* out) {
  const int lane = threadIdx.x;
  const u64 a = inp[lane];
  const int op = lane & 3;
  u64 r = inp[1];
  if (op == 0) r = (i64)a / (i64)inp[0];
  else if (op == 1) r = a % inp[0];
  else if (op == 2) r = (i64)inp[4] / (i64)inp[2];
  else r = (i64)inp[4] % (i64)inp[2];
  out[lane] = r;
}

__global__ void k_convert(const u64* inp, u64* out, double* dout) {
  const int lane = threadIdx.x;
  const u64 x = inp[lane];
  const int o = lane * 13;
  out[o + 0] = (i64)(int)x;
  out[o + 1] = (u64)(unsigned)x;
  out[o + 2] = (i64)(unsigned)x;
  out[o + 3] = (u64)(int)x;
  out[o + 4] = (u64)__float_as_uint((float)(i64)x);
  out[o + 5] = (u64)__float_as_uint((float)x);
  out[o + 6] = (i64)((double)(i64)x * 0.25);
  out[o + 7] = (u64)((double)x * 0.25);
  out[o + 8] = (i64)((float)(int)x * 1000.0f);
  out[o + 9] = (i64)((float)(int)(x & 7ULL) - 3.5f);
  out[o + 10] = (u64)(bool)x + (u64)(x != 0ULL) * 2ULL;
  out[o + 11] = (u64)((float)(int)(x & 3ULL) * -0.25f);
  out[o + 12] = (u64)((double)(x >> 1) * 1.5);
  dout[lane * 2] = (double)(i64)x;
  dout[lane * 2 + 1] = (double)x;
}

__global__ void k_convert_ub(const double* dinp, u64* out) {
  const int lane = threadIdx.x;
  const double d = dinp[lane >> 1];
  const float f = (float)d;
  if ((lane & 1) == 0) {
    out[lane * 2] = (i64)d;
    out[lane * 2 + 1] = (i64)f;
  } else {
    out[lane * 2] = (u64)d;
    out[lane * 2 + 1] = (u64)f;
  }
}

__global__ void k_shfl64(u64* out) {
  const int lane = threadIdx.x;
  const u64 v = ((u64)(lane + 1) << 32) | (u64)(0xdead0000u + (unsigned)lane);
  const i64 lv = -(i64)v;
  const int o = lane * 9;
  out[o + 0] = __shfl_sync(0xffffffffu, v, 31 - lane);
  out[o + 1] = __shfl_up_sync(0xffffffffu, v, 1);
  out[o + 2] = __shfl_down_sync(0xffffffffu, v, 3);
  out[o + 3] = __shfl_xor_sync(0xffffffffu, v, 5);
  out[o + 4] = __shfl_sync(0xffffffffu, lv, lane ^ 1, 8);
  out[o + 5] = __shfl_down_sync(0xffffffffu, lv, 2, 16);
  out[o + 6] = __shfl_up_sync(0xffffffffu, v, 3, 8);
  out[o + 7] = __shfl_xor_sync(0xffffffffu, lv, 16);
  u64 r = 0;
  if (lane < 16) r = __shfl_sync(0xffffu, v, 15 - lane);
  else r = __shfl_xor_sync(0xffff0000u, v, 1);
  out[o + 8] = r;
}

__global__ void k_match64(u64* out) {
  const int lane = threadIdx.x;
  const u64 v = ((u64)(lane & 3) << 32) | 0x12345678ULL;
  int pred = 7;
  const int o = lane * 6;
  out[o + 0] = __match_any_sync(0xffffffffu, v);
  out[o + 1] = __match_all_sync(0xffffffffu, v, &pred);
  out[o + 2] = (u64)pred;
  out[o + 3] = __match_all_sync(0xffffffffu, v & 0xffffffffULL, &pred);
  out[o + 4] = (u64)pred;
  out[o + 5] = __match_any_sync(0xffffffffu, (u64)(lane >> 3) << 63);
}

__global__ void k_atomics64(u64* g, i64* gl, u64* out) {
  const int tid = threadIdx.x;
  __shared__ u64 s[8];
  __shared__ i64 ls[4];
  if (tid == 0) {
    s[0] = 18446744073709551584ULL;
    s[1] = 0;
    s[2] = 18446744073709551615ULL;
    s[3] = 0;
    s[4] = 18446744073709551615ULL;
    s[5] = 0;
    s[6] = 0;
    s[7] = 7;
    ls[0] = 0;
    ls[1] = -9223372036854775807LL - 1;
    ls[2] = -1;
    ls[3] = 0;
  }
  __syncthreads();
  const u64 t = (u64)tid;
  const int o = tid * 16;
  out[o + 0] = atomicAdd(&s[0], 1ULL);
  out[o + 1] = atomicMax(&s[1], t << 58);
  out[o + 2] = atomicMin(&s[2], t + 5ULL);
  out[o + 3] = atomicOr(&s[3], 1ULL << tid);
  out[o + 4] = atomicAnd(&s[4], ~(1ULL << (tid % 63)));
  out[o + 5] = atomicXor(&s[5], t * 11400714819323198485ULL);
  out[o + 6] = atomicExch(&s[6], t + 100ULL);
  out[o + 7] = atomicCAS(&s[7], 7ULL, t + 1000ULL);
  out[o + 8] = atomicMin(&ls[0], (i64)tid - 40LL);
  out[o + 9] = atomicMax(&ls[1], -(i64)tid);
  out[o + 10] = atomicAnd(&ls[2], ~(1LL << (tid % 63)));
  out[o + 11] = atomicXor(&ls[3], (i64)tid << 57);
  out[o + 12] = atomicAdd(&g[0], 1ULL);
  out[o + 13] = atomicCAS(&g[1], 0ULL, t + 1ULL);
  out[o + 14] = atomicMax(&gl[0], (i64)tid * -144115188075855872LL);
  out[o + 15] = atomicOr(&gl[1], 1LL << (63 - tid));
  __syncthreads();
  if (tid == 0) {
    for (int k = 0; k < 8; k++) out[1024 + k] = s[k];
    for (int k = 0; k < 4; k++) out[1032 + k] = ls[k];
    out[1036] = g[0];
    out[1037] = g[1];
    out[1038] = gl[0];
    out[1039] = gl[1];
  }
}

__global__ void k_bits64(const u64* inp, u64* out) {
  const int lane = threadIdx.x;
  const u64 x = inp[lane];
  out[lane * 4] = (u64)__popcll(x);
  out[lane * 4 + 1] = (u64)__ffsll((i64)x);
  out[lane * 4 + 2] = (u64)__clzll((i64)x);
  out[lane * 4 + 3] = __brevll(x);
}

__global__ void k_printf64(const u64* inp, u64* out) {
  printf("%lld %lli %llu %llx %llX %llo\n", (i64)inp[4], (i64)inp[2], inp[2], inp[9], inp[10], inp[3]);
  printf("[%25lld] [%-25llu] [%+lld] [% lld] [%#llx] [%#llo]\n", (i64)inp[3], inp[8], (i64)inp[1], (i64)inp[0], inp[21], inp[28]);
  printf("[%.20llx] [%025lld] [%.0lld] [%-+8lld] [%08llX]\n", inp[5], (i64)inp[20], (i64)inp[0], (i64)inp[31], inp[21]);
  printf("%llu %lld %llx %lld\n", (u64)(i64)inp[4], (i64)inp[8], 0ULL, -9223372036854775807LL - 1);
  out[0] = inp[0];
}

__global__ void k_arrays64(const i64* lin, i64 k, u64* out) {
  const int tid = threadIdx.x;
  __shared__ u64 sh[64];
  sh[tid] = (u64)lin[tid] * (u64)k;
  __syncthreads();
  const i64 loc[3] = { (i64)tid, lin[tid], k };
  out[tid * 3] = sh[63 - tid];
  out[tid * 3 + 1] = loc[tid % 3] + loc[(tid + 1) % 3];
  out[(i64)tid * 3LL + 2LL] = (u64)lin[tid] ^ (u64)k;
}

// ------------------------------------------------------------------ host

static std::string json_string(const std::string& s) {
  std::string o = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') { o += '\\'; o += (char)c; }
    else if (c == '\n') o += "\\n";
    else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", c); o += b; }
    else o += (char)c;
  }
  return o + "\"";
}

static std::string words(const u64* w, size_t n) {
  std::string s = "[";
  for (size_t i = 0; i < n; i++) { char b[32]; snprintf(b, sizeof b, "%s\"%llu\"", i ? "," : "", w[i]); s += b; }
  return s + "]";
}

static std::string double_bits(const double* d, size_t n) {
  std::string s = "[";
  for (size_t i = 0; i < n; i++) { u64 b; memcpy(&b, &d[i], 8); char t[32]; snprintf(t, sizeof t, "%s\"%016llx\"", i ? "," : "", b); s += t; }
  return s + "]";
}

template <typename T> static T* dev(const T* host, size_t n) {
  T* d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(T)));
  CHECK(cudaMemcpy(d, host, n * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

static bool wanted(const char* name) {
  const char* only = getenv("ONLY");
  if (!only || !*only) return true;
  std::string list = std::string(",") + only + ",";
  return list.find(std::string(",") + name + ",") != std::string::npos;
}

/** Device printf lines of one launch, captured by pointing stdout at a temporary file. */
struct Capture {
  int saved = -1; FILE* f = nullptr;
  void begin() { fflush(stdout); saved = dup(1); f = tmpfile(); dup2(fileno(f), 1); }
  std::string end() {
    fflush(stdout); dup2(saved, 1); close(saved);
    rewind(f);
    std::string s = "[";
    char* line = nullptr; size_t cap = 0; ssize_t len; bool first = true;
    while ((len = getline(&line, &cap, f)) != -1) { s += (first ? "" : ","); s += json_string(std::string(line, (size_t)len)); first = false; }
    free(line); fclose(f);
    return s + "]";
  }
};

static void emit(const char* name, int grid, int block, int slots, const std::string& inputs, const u64* out, size_t n,
                 const std::string& extra) {
  printf("{\"case\":\"%s\",\"grid\":[%d,1,1],\"block\":[%d,1,1],\"slots\":%d,\"inputs\":{%s},\"out\":%s%s}\n",
         name, grid, block, slots, inputs.c_str(), words(out, n).c_str(), extra.c_str());
  fflush(stdout);
}

int main() {
  const std::string edge = std::string("\"inp\":") + words(EDGE, 32);
  u64* d_inp = dev(EDGE, 32);

  struct Simple { const char* name; int slots; void (*k)(const u64*, u64*); };
  const Simple simple[] = {
    { "arith", 24, k_arith }, { "shifts", 8, k_shifts }, { "shift_ub", 1, k_shift_ub },
    { "divzero_ub", 1, k_divzero_ub }, { "bits64", 4, k_bits64 },
  };
  for (const Simple& c : simple) {
    if (!wanted(c.name)) continue;
    std::vector<u64> h(32 * c.slots, FILL);
    u64* d = dev(h.data(), h.size());
    c.k<<<1, 32>>>(d_inp, d);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, h.size() * 8, cudaMemcpyDeviceToHost));
    emit(c.name, 1, 32, c.slots, edge, h.data(), h.size(), "");
    cudaFree(d);
  }
  if (wanted("convert")) {
    std::vector<u64> h(32 * 13, FILL);
    std::vector<double> hd(64, 0.0);
    u64* d = dev(h.data(), h.size());
    double* dd = dev(hd.data(), hd.size());
    k_convert<<<1, 32>>>(d_inp, d, dd);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, h.size() * 8, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd.data(), dd, hd.size() * 8, cudaMemcpyDeviceToHost));
    emit("convert", 1, 32, 13, edge, h.data(), h.size(), ",\"dout\":" + double_bits(hd.data(), hd.size()));
  }
  if (wanted("convert_ub")) {
    const double dinp[16] = { 1e19, -1e19, __builtin_nan(""), __builtin_inf(), -__builtin_inf(), 9.3e18, 9223372036854775808.0, -1.0,
      1.9e19, 18446744073709551616.0, -0.5, 1.5, 9223372036854774784.0, -9223372036854775808.0, 18446744073709549568.0, -1e-300 };
    std::vector<u64> h(64, FILL);
    u64* d = dev(h.data(), h.size());
    double* di = dev(dinp, 16);
    k_convert_ub<<<1, 32>>>(di, d);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, h.size() * 8, cudaMemcpyDeviceToHost));
    emit("convert_ub", 1, 32, 2, "\"dinp\":" + double_bits(dinp, 16), h.data(), h.size(), "");
  }
  if (wanted("shfl64") || wanted("match64")) {
    struct NoIn { const char* name; int slots; void (*k)(u64*); };
    const NoIn noin[] = { { "shfl64", 9, k_shfl64 }, { "match64", 6, k_match64 } };
    for (const NoIn& c : noin) {
      if (!wanted(c.name)) continue;
      std::vector<u64> h(32 * c.slots, FILL);
      u64* d = dev(h.data(), h.size());
      c.k<<<1, 32>>>(d);
      CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
      CHECK(cudaMemcpy(h.data(), d, h.size() * 8, cudaMemcpyDeviceToHost));
      emit(c.name, 1, 32, c.slots, "", h.data(), h.size(), "");
    }
  }
  if (wanted("atomics64")) {
    const u64 g0[2] = { 0xffffffffffffffe0ULL, 0 };
    const i64 gl0[2] = { -9223372036854775807LL - 1, 0 };
    std::vector<u64> h(64 * 16 + 16, FILL);
    u64* d = dev(h.data(), h.size());
    u64* g = dev(g0, 2);
    i64* gl = dev(gl0, 2);
    k_atomics64<<<1, 64>>>(g, gl, d);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, h.size() * 8, cudaMemcpyDeviceToHost));
    emit("atomics64", 1, 64, 16, "\"g\":" + words(g0, 2) + ",\"gl\":" + words((const u64*)gl0, 2), h.data(), h.size(), "");
  }
  if (wanted("printf64")) {
    std::vector<u64> h(1, FILL);
    u64* d = dev(h.data(), h.size());
    Capture cap;
    cap.begin();
    k_printf64<<<1, 1>>>(d_inp, d);
    cudaError_t e1 = cudaGetLastError(), e2 = cudaDeviceSynchronize();
    const std::string lines = cap.end();
    CHECK(e1); CHECK(e2);
    CHECK(cudaMemcpy(h.data(), d, 8, cudaMemcpyDeviceToHost));
    emit("printf64", 1, 1, 1, edge, h.data(), 1, ",\"printf\":" + lines);
  }
  if (wanted("arrays64")) {
    u64 lin[64];
    for (int i = 0; i < 64; i++) lin[i] = (u64)(i - 32) * 0x0123456789abcdefULL;
    const i64 k = -6148914691236517205LL;
    std::vector<u64> h(64 * 3, FILL);
    u64* d = dev(h.data(), h.size());
    i64* dl = dev((const i64*)lin, 64);
    k_arrays64<<<1, 64>>>(dl, k, d);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(h.data(), d, h.size() * 8, cudaMemcpyDeviceToHost));
    char kb[32]; snprintf(kb, sizeof kb, "\"%llu\"", (u64)k);
    emit("arrays64", 1, 64, 3, "\"lin\":" + words(lin, 64) + ",\"k\":" + kb, h.data(), h.size(), "");
  }
  return 0;
}
