// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(unsigned long long* out) {
  int lane = (int)threadIdx.x;
  unsigned long long v = (((unsigned long long)(lane + 1)) << 32) | ((unsigned long long)(0xdead0000u + ((unsigned int)lane)));
  long long lv = -((long long)v);
  int o = lane * 9;
  out[(o + 0)] = __shfl_sync(0xffffffffu, v, (31 - lane), 32);
  out[(o + 1)] = __shfl_up_sync(0xffffffffu, v, 1u, 32);
  out[(o + 2)] = __shfl_down_sync(0xffffffffu, v, 3u, 32);
  out[(o + 3)] = __shfl_xor_sync(0xffffffffu, v, 5, 32);
  out[(o + 4)] = ((unsigned long long)__shfl_sync(0xffffffffu, lv, (lane ^ 1), 8));
  out[(o + 5)] = ((unsigned long long)__shfl_down_sync(0xffffffffu, lv, 2u, 16));
  out[(o + 6)] = __shfl_up_sync(0xffffffffu, v, 3u, 8);
  out[(o + 7)] = ((unsigned long long)__shfl_xor_sync(0xffffffffu, lv, 16, 32));
  unsigned long long r = 0ULL;
  if (lane < 16) {
    r = __shfl_sync(65535u, v, (15 - lane), 32);
  } else {
    r = __shfl_xor_sync(0xffff0000u, v, 1, 32);
  }
  out[(o + 8)] = r;
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
  std::vector<unsigned long long> h_out(288);
  { const unsigned long long b = 0xdeadbeefdeadbeefULL; for (int i = 0; i < 288; i++) memcpy(&h_out[i], &b, sizeof b); }
  unsigned long long* d_out = nullptr;
  WS_CHECK(cudaMalloc(&d_out, 288 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_out, h_out.data(), 288 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  fflush(stdout);
  int ws_saved = dup(1);
  FILE* ws_cap = tmpfile();
  dup2(fileno(ws_cap), 1);
  kernel<<<dim3(1, 1, 1), dim3(32, 1, 1)>>>(d_out);
  cudaError_t ws_launch = cudaGetLastError();
  cudaError_t ws_sync = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(ws_saved, 1);
  close(ws_saved);
  if (ws_launch != cudaSuccess) ws_fail("launch", ws_launch);
  if (ws_sync != cudaSuccess) ws_fail("kernel", ws_sync);
  WS_CHECK(cudaMemcpy(h_out.data(), d_out, h_out.size() * sizeof h_out[0], cudaMemcpyDeviceToHost));
  printf("{\"ok\":true,\"args\":{");
  printf("%s\"out\":[", "");
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
