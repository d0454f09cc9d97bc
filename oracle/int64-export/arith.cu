// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(unsigned long long* inp, unsigned long long* out) {
  int lane = (int)threadIdx.x;
  unsigned long long a = inp[lane];
  unsigned long long b = inp[(((lane * 7) + 3) & 31)];
  long long sa = (long long)a;
  long long sb = (long long)b;
  int o = lane * 24;
  out[(o + 0)] = ((unsigned long long)(sa + sb));
  out[(o + 1)] = ((unsigned long long)(sa - sb));
  out[(o + 2)] = ((unsigned long long)(sa * sb));
  out[(o + 3)] = (a & b);
  out[(o + 4)] = (a | b);
  out[(o + 5)] = (a ^ b);
  out[(o + 6)] = (~a);
  out[(o + 7)] = ((unsigned long long)(-sa));
  out[(o + 8)] = (((((((unsigned long long)(sa < sb)) | (((unsigned long long)(sa <= sb)) << 1)) | (((unsigned long long)(sa > sb)) << 2)) | (((unsigned long long)(sa >= sb)) << 3)) | (((unsigned long long)(sa == sb)) << 4)) | (((unsigned long long)(sa != sb)) << 5));
  out[(o + 9)] = (((((((unsigned long long)(a < b)) | (((unsigned long long)(a <= b)) << 1)) | (((unsigned long long)(a > b)) << 2)) | (((unsigned long long)(a >= b)) << 3)) | (((unsigned long long)(a == b)) << 4)) | (((unsigned long long)(a != b)) << 5));
  bool okl = (sb != 0LL) && (!((sa == (-9223372036854775807LL - 1)) && (sb == ((long long)(-1)))));
  out[(o + 10)] = ((unsigned long long)(okl ? (sa / sb) : 4369LL));
  out[(o + 11)] = ((unsigned long long)(okl ? (sa % sb) : 8738LL));
  out[(o + 12)] = ((b != 0ULL) ? (a / b) : 13107ULL);
  out[(o + 13)] = ((b != 0ULL) ? (a % b) : 17476ULL);
  out[(o + 14)] = (a * b);
  out[(o + 15)] = (((unsigned long long)((int)a)) + b);
  out[(o + 16)] = ((unsigned long long)(((long long)((unsigned int)a)) + sb));
  out[(o + 17)] = ((unsigned long long)(((long long)((int)a)) * sb));
  out[(o + 18)] = (((((((unsigned long long)(((unsigned long long)((int)a)) < b)) | (((unsigned long long)(((unsigned long long)sa) < b)) << 1)) | (((unsigned long long)(((long long)((unsigned int)a)) < sb)) << 2)) | (((unsigned long long)(((long long)((int)a)) < sb)) << 3)) | (((unsigned long long)(((unsigned long long)(-1)) < b)) << 4)) | (((unsigned long long)(((long long)(-1)) < ((long long)((unsigned int)a)))) << 5));
  out[(o + 19)] = ((unsigned long long)min(sa, sb));
  out[(o + 20)] = max(a, b);
  out[(o + 21)] = ((unsigned long long)abs((sa >> 1)));
  out[(o + 22)] = ((unsigned long long)max(sa, sb));
  out[(o + 23)] = min(a, b);
}

#include <cstdlib>
#include <cstring>
#include <cmath>
#include <string>
#include <vector>
#include <unistd.h>

[[maybe_unused]] static inline float ws_f32(unsigned int b) { float f; memcpy(&f, &b, 4); return f; }
[[maybe_unused]] static inline double ws_f64(unsigned long long b) { double d; memcpy(&d, &b, 8); return d; }
[[maybe_unused]] static inline std::string ws_json_string(const std::string& s) {
  std::string o = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') { o += '\\'; o += (char)c; }
    else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", c); o += b; }
    else o += (char)c;
  }
  return o + "\"";
}
[[maybe_unused]] static inline void ws_print(int v) { printf("%d", v); }
[[maybe_unused]] static inline void ws_print(unsigned int v) { printf("%u", v); }
// 64-bit integers as 'warp-school run --json' prints them: a number up to 2^53, else a string.
[[maybe_unused]] static inline void ws_print(long long v) {
  const long long lim = 1LL << 53;
  printf(v >= -lim && v <= lim ? "%lld" : "\"%lld\"", v);
}
[[maybe_unused]] static inline void ws_print(unsigned long long v) { printf(v <= (1ULL << 53) ? "%llu" : "\"%llu\"", v); }
[[maybe_unused]] static inline void ws_print(double v) {
  if (std::isnan(v)) printf("\"NaN\"");
  else if (std::isinf(v)) printf(v > 0 ? "\"Infinity\"" : "\"-Infinity\"");
  else printf("%.17g", v);
}
[[maybe_unused]] static inline void ws_print(float v) { ws_print((double)v); }
[[maybe_unused]] static inline void ws_fail(const char* what, cudaError_t e) {
  printf("{\"ok\":false,\"args\":{},\"printf\":[],\"diagnostics\":[{\"kind\":\"cuda\",\"severity\":\"error\",\"message\":%s,\"line\":0,\"column\":0}]}\n",
         ws_json_string(std::string(what) + ": " + cudaGetErrorString(e)).c_str());
  exit(0);
}
#define WS_CHECK(call) do { cudaError_t ws_e = (call); if (ws_e != cudaSuccess) ws_fail(#call, ws_e); } while (0)

int main() {
  std::vector<unsigned long long> h_inp(32);
  static const unsigned long long init_inp[32] = {
    0ULL, 1ULL, 0xffffffffffffffffULL, 0x7fffffffffffffffULL, 0x8000000000000000ULL, 0xffffffffULL, 0x100000000ULL, 0x80000000ULL,
    0xffffffff00000000ULL, 0x123456789abcdef0ULL, 0xfedcba9876543210ULL, 0x8000000000000001ULL, 2ULL, 0xfffffffffffffffeULL, 0xb2d05e00ULL, 0x1000000001ULL,
    0x20000000000001ULL, 0x1000001000000001ULL, 0x7ffffffffffffc00ULL, 0xde0b6b3a7640000ULL, 0xf21f494c589c0000ULL, 0xdeadbeefULL, 0xdeadbeef00000000ULL, 0x5555555555555555ULL,
    0xaaaaaaaaaaaaaaaaULL, 63ULL, 64ULL, 0xffffffffffffffc0ULL, 7ULL, 0xfffffffffffffff9ULL, 0xfffffffffffff800ULL, 0xfffffffffffffffdULL,
  };
  memcpy(h_inp.data(), init_inp, sizeof init_inp);
  unsigned long long* d_inp = nullptr;
  WS_CHECK(cudaMalloc(&d_inp, 32 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_inp, h_inp.data(), 32 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  std::vector<unsigned long long> h_out(768);
  { const unsigned long long b = 0xdeadbeefdeadbeefULL; for (int i = 0; i < 768; i++) memcpy(&h_out[i], &b, sizeof b); }
  unsigned long long* d_out = nullptr;
  WS_CHECK(cudaMalloc(&d_out, 768 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_out, h_out.data(), 768 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  fflush(stdout);
  int ws_saved = dup(1);
  FILE* ws_cap = tmpfile();
  dup2(fileno(ws_cap), 1);
  kernel<<<dim3(1, 1, 1), dim3(32, 1, 1)>>>(d_inp, d_out);
  cudaError_t ws_launch = cudaGetLastError();
  cudaError_t ws_sync = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(ws_saved, 1);
  close(ws_saved);
  if (ws_launch != cudaSuccess) ws_fail("launch", ws_launch);
  if (ws_sync != cudaSuccess) ws_fail("kernel", ws_sync);
  WS_CHECK(cudaMemcpy(h_inp.data(), d_inp, h_inp.size() * sizeof h_inp[0], cudaMemcpyDeviceToHost));
  WS_CHECK(cudaMemcpy(h_out.data(), d_out, h_out.size() * sizeof h_out[0], cudaMemcpyDeviceToHost));
  printf("{\"ok\":true,\"args\":{");
  printf("%s\"inp\":[", "");
  for (size_t i = 0; i < h_inp.size(); i++) { if (i) printf(","); ws_print(h_inp[i]); }
  printf("]");
  printf("%s\"out\":[", ",");
  for (size_t i = 0; i < h_out.size(); i++) { if (i) printf(","); ws_print(h_out[i]); }
  printf("]");
  printf("},\"printf\":[");
  rewind(ws_cap);
  { char* line = nullptr; size_t cap = 0; ssize_t len; bool first = true;
    while ((len = getline(&line, &cap, ws_cap)) != -1) {
      std::string s(line, (size_t)len);
      printf("%s%s", first ? "" : ",", ws_json_string(s).c_str());
      first = false;
    }
    free(line); }
  printf("],\"diagnostics\":[]}\n");
  return 0;
}
