// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(double* dinp, unsigned long long* out) {
  int lane = (int)threadIdx.x;
  double d = dinp[(lane >> 1)];
  float f = (float)d;
  if ((lane & 1) == 0) {
    out[(lane * 2)] = ((unsigned long long)((long long)d));
    out[((lane * 2) + 1)] = ((unsigned long long)((long long)f));
  } else {
    out[(lane * 2)] = ((unsigned long long)d);
    out[((lane * 2) + 1)] = ((unsigned long long)f);
  }
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
  std::vector<double> h_dinp(16);
  static const unsigned long long init_dinp[16] = {
    0x43e158e460913d00ull, 0xc3e158e460913d00ull, 0x7ff8000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x43e02207973f6440ull, 0x43e0000000000000ull, 0xbff0000000000000ull,
    0x43f07ad8f556c6c0ull, 0x43f0000000000000ull, 0xbfe0000000000000ull, 0x3ff8000000000000ull, 0x43dfffffffffffffull, 0xc3e0000000000000ull, 0x43efffffffffffffull, 0x81a56e1fc2f8f359ull,
  };
  memcpy(h_dinp.data(), init_dinp, sizeof init_dinp);
  double* d_dinp = nullptr;
  WS_CHECK(cudaMalloc(&d_dinp, 16 * sizeof(double)));
  WS_CHECK(cudaMemcpy(d_dinp, h_dinp.data(), 16 * sizeof(double), cudaMemcpyHostToDevice));
  std::vector<unsigned long long> h_out(64);
  { const unsigned long long b = 0xdeadbeefdeadbeefULL; for (int i = 0; i < 64; i++) memcpy(&h_out[i], &b, sizeof b); }
  unsigned long long* d_out = nullptr;
  WS_CHECK(cudaMalloc(&d_out, 64 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_out, h_out.data(), 64 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  fflush(stdout);
  int ws_saved = dup(1);
  FILE* ws_cap = tmpfile();
  dup2(fileno(ws_cap), 1);
  kernel<<<dim3(1, 1, 1), dim3(32, 1, 1)>>>(d_dinp, d_out);
  cudaError_t ws_launch = cudaGetLastError();
  cudaError_t ws_sync = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(ws_saved, 1);
  close(ws_saved);
  if (ws_launch != cudaSuccess) ws_fail("launch", ws_launch);
  if (ws_sync != cudaSuccess) ws_fail("kernel", ws_sync);
  WS_CHECK(cudaMemcpy(h_dinp.data(), d_dinp, h_dinp.size() * sizeof h_dinp[0], cudaMemcpyDeviceToHost));
  WS_CHECK(cudaMemcpy(h_out.data(), d_out, h_out.size() * sizeof h_out[0], cudaMemcpyDeviceToHost));
  printf("{\"ok\":true,\"args\":{");
  printf("%s\"dinp\":[", "");
  for (size_t i = 0; i < h_dinp.size(); i++) { if (i) printf(","); ws_print(h_dinp[i]); }
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
