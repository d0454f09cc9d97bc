// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(unsigned long long* inp, unsigned long long* out, double* dout) {
  int lane = (int)threadIdx.x;
  unsigned long long x = inp[lane];
  int o = lane * 13;
  out[(o + 0)] = ((unsigned long long)((long long)((int)x)));
  out[(o + 1)] = ((unsigned long long)((unsigned int)x));
  out[(o + 2)] = ((unsigned long long)((long long)((unsigned int)x)));
  out[(o + 3)] = ((unsigned long long)((int)x));
  out[(o + 4)] = ((unsigned long long)__float_as_uint(((float)((long long)x))));
  out[(o + 5)] = ((unsigned long long)__float_as_uint(((float)x)));
  out[(o + 6)] = ((unsigned long long)((long long)(((double)((long long)x)) * ((double)0.25f))));
  out[(o + 7)] = ((unsigned long long)(((double)x) * ((double)0.25f)));
  out[(o + 8)] = ((unsigned long long)((long long)(((float)((int)x)) * 1e+3f)));
  out[(o + 9)] = ((unsigned long long)((long long)(((float)((int)(x & 7ULL))) - 3.5f)));
  out[(o + 10)] = (((unsigned long long)((bool)x)) + (((unsigned long long)(x != 0ULL)) * 2ULL));
  out[(o + 11)] = ((unsigned long long)(((float)((int)(x & 3ULL))) * (-0.25f)));
  out[(o + 12)] = ((unsigned long long)(((double)(x >> 1)) * ((double)1.5f)));
  dout[(lane * 2)] = ((double)((long long)x));
  dout[((lane * 2) + 1)] = ((double)x);
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
  std::vector<unsigned long long> h_out(416);
  { const unsigned long long b = 0xdeadbeefdeadbeefULL; for (int i = 0; i < 416; i++) memcpy(&h_out[i], &b, sizeof b); }
  unsigned long long* d_out = nullptr;
  WS_CHECK(cudaMalloc(&d_out, 416 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_out, h_out.data(), 416 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  std::vector<double> h_dout(64);
  { const unsigned long long b = 0x0000000000000000ull; for (int i = 0; i < 64; i++) memcpy(&h_dout[i], &b, sizeof b); }
  double* d_dout = nullptr;
  WS_CHECK(cudaMalloc(&d_dout, 64 * sizeof(double)));
  WS_CHECK(cudaMemcpy(d_dout, h_dout.data(), 64 * sizeof(double), cudaMemcpyHostToDevice));
  fflush(stdout);
  int ws_saved = dup(1);
  FILE* ws_cap = tmpfile();
  dup2(fileno(ws_cap), 1);
  kernel<<<dim3(1, 1, 1), dim3(32, 1, 1)>>>(d_inp, d_out, d_dout);
  cudaError_t ws_launch = cudaGetLastError();
  cudaError_t ws_sync = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(ws_saved, 1);
  close(ws_saved);
  if (ws_launch != cudaSuccess) ws_fail("launch", ws_launch);
  if (ws_sync != cudaSuccess) ws_fail("kernel", ws_sync);
  WS_CHECK(cudaMemcpy(h_inp.data(), d_inp, h_inp.size() * sizeof h_inp[0], cudaMemcpyDeviceToHost));
  WS_CHECK(cudaMemcpy(h_out.data(), d_out, h_out.size() * sizeof h_out[0], cudaMemcpyDeviceToHost));
  WS_CHECK(cudaMemcpy(h_dout.data(), d_dout, h_dout.size() * sizeof h_dout[0], cudaMemcpyDeviceToHost));
  printf("{\"ok\":true,\"args\":{");
  printf("%s\"inp\":[", "");
  for (size_t i = 0; i < h_inp.size(); i++) { if (i) printf(","); ws_print(h_inp[i]); }
  printf("]");
  printf("%s\"out\":[", ",");
  for (size_t i = 0; i < h_out.size(); i++) { if (i) printf(","); ws_print(h_out[i]); }
  printf("]");
  printf("%s\"dout\":[", ",");
  for (size_t i = 0; i < h_dout.size(); i++) { if (i) printf(","); ws_print(h_dout[i]); }
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
