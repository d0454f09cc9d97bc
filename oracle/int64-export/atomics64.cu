// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(unsigned long long* g, long long* gl, unsigned long long* out) {
  int tid = (int)threadIdx.x;
  __shared__ unsigned long long s[8];
  __shared__ long long ls[4];
  if (tid == 0) {
    s[0] = 0xffffffffffffffe0ULL;
    s[1] = 0ULL;
    s[2] = 0xffffffffffffffffULL;
    s[3] = 0ULL;
    s[4] = 0xffffffffffffffffULL;
    s[5] = 0ULL;
    s[6] = 0ULL;
    s[7] = 7ULL;
    ls[0] = 0LL;
    ls[1] = (-9223372036854775807LL - 1);
    ls[2] = ((long long)(-1));
    ls[3] = 0LL;
  }
  __syncthreads();
  unsigned long long t = (unsigned long long)tid;
  int o = tid * 16;
  out[(o + 0)] = atomicAdd(&s[0], 1ULL);
  out[(o + 1)] = atomicMax(&s[1], (t << 58));
  out[(o + 2)] = atomicMin(&s[2], (t + 5ULL));
  out[(o + 3)] = atomicOr(&s[3], (1ULL << tid));
  out[(o + 4)] = atomicAnd(&s[4], (~(1ULL << (tid % 63))));
  out[(o + 5)] = atomicXor(&s[5], (t * 0x9e3779b97f4a7c15ULL));
  out[(o + 6)] = atomicExch(&s[6], (t + 100ULL));
  out[(o + 7)] = atomicCAS(&s[7], 7ULL, (t + 1000ULL));
  out[(o + 8)] = ((unsigned long long)atomicMin(&ls[0], (((long long)tid) - 40LL)));
  out[(o + 9)] = ((unsigned long long)atomicMax(&ls[1], (-((long long)tid))));
  out[(o + 10)] = ((unsigned long long)atomicAnd(&ls[2], (~(1LL << (tid % 63)))));
  out[(o + 11)] = ((unsigned long long)atomicXor(&ls[3], (((long long)tid) << 57)));
  out[(o + 12)] = atomicAdd(&g[0], 1ULL);
  out[(o + 13)] = atomicCAS(&g[1], 0ULL, (t + 1ULL));
  out[(o + 14)] = ((unsigned long long)atomicMax(&gl[0], (((long long)tid) * (-144115188075855872LL))));
  out[(o + 15)] = ((unsigned long long)atomicOr(&gl[1], (1LL << (63 - tid))));
  __syncthreads();
  if (tid == 0) {
    for (int k = 0; k < 8; k++) {
      out[(1024 + k)] = s[k];
    }
    for (int k = 0; k < 4; k++) {
      out[(1032 + k)] = ((unsigned long long)ls[k]);
    }
    out[1036] = g[0];
    out[1037] = g[1];
    out[1038] = ((unsigned long long)gl[0]);
    out[1039] = ((unsigned long long)gl[1]);
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
  std::vector<unsigned long long> h_g(2);
  static const unsigned long long init_g[2] = {
    0xffffffffffffffe0ULL, 0ULL,
  };
  memcpy(h_g.data(), init_g, sizeof init_g);
  unsigned long long* d_g = nullptr;
  WS_CHECK(cudaMalloc(&d_g, 2 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_g, h_g.data(), 2 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  std::vector<long long> h_gl(2);
  static const long long init_gl[2] = {
    (-9223372036854775807LL - 1), 0LL,
  };
  memcpy(h_gl.data(), init_gl, sizeof init_gl);
  long long* d_gl = nullptr;
  WS_CHECK(cudaMalloc(&d_gl, 2 * sizeof(long long)));
  WS_CHECK(cudaMemcpy(d_gl, h_gl.data(), 2 * sizeof(long long), cudaMemcpyHostToDevice));
  std::vector<unsigned long long> h_out(1040);
  { const unsigned long long b = 0xdeadbeefdeadbeefULL; for (int i = 0; i < 1040; i++) memcpy(&h_out[i], &b, sizeof b); }
  unsigned long long* d_out = nullptr;
  WS_CHECK(cudaMalloc(&d_out, 1040 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_out, h_out.data(), 1040 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  fflush(stdout);
  int ws_saved = dup(1);
  FILE* ws_cap = tmpfile();
  dup2(fileno(ws_cap), 1);
  kernel<<<dim3(1, 1, 1), dim3(64, 1, 1)>>>(d_g, d_gl, d_out);
  cudaError_t ws_launch = cudaGetLastError();
  cudaError_t ws_sync = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(ws_saved, 1);
  close(ws_saved);
  if (ws_launch != cudaSuccess) ws_fail("launch", ws_launch);
  if (ws_sync != cudaSuccess) ws_fail("kernel", ws_sync);
  WS_CHECK(cudaMemcpy(h_g.data(), d_g, h_g.size() * sizeof h_g[0], cudaMemcpyDeviceToHost));
  WS_CHECK(cudaMemcpy(h_gl.data(), d_gl, h_gl.size() * sizeof h_gl[0], cudaMemcpyDeviceToHost));
  WS_CHECK(cudaMemcpy(h_out.data(), d_out, h_out.size() * sizeof h_out[0], cudaMemcpyDeviceToHost));
  printf("{\"ok\":true,\"args\":{");
  printf("%s\"g\":[", "");
  for (size_t i = 0; i < h_g.size(); i++) { if (i) printf(","); ws_print(h_g[i]); }
  printf("]");
  printf("%s\"gl\":[", ",");
  for (size_t i = 0; i < h_gl.size(); i++) { if (i) printf(","); ws_print(h_gl[i]); }
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
