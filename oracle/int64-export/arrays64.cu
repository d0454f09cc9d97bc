// CUDA C++ exported from Warp TS. Build: nvcc -arch=sm_90 -fmad=false (no FMA contraction).
#include <cstdio>

__global__ void kernel(long long* lin, long long k, unsigned long long* out) {
  int tid = (int)threadIdx.x;
  __shared__ unsigned long long sh[64];
  sh[tid] = (((unsigned long long)lin[tid]) * ((unsigned long long)k));
  __syncthreads();
  long long loc[3] = { ((long long)tid), lin[tid], k };
  out[(tid * 3)] = sh[(63 - tid)];
  out[((tid * 3) + 1)] = ((unsigned long long)(loc[(tid % 3)] + loc[((tid + 1) % 3)]));
  out[((((long long)tid) * 3LL) + 2LL)] = (((unsigned long long)lin[tid]) ^ ((unsigned long long)k));
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
  std::vector<long long> h_lin(64);
  static const long long init_lin[64] = {
    (-2623536934927580640LL), (-2541551405711093745LL), (-2459565876494606850LL), (-2377580347278119955LL), (-2295594818061633060LL), (-2213609288845146165LL), (-2131623759628659270LL), (-2049638230412172375LL),
    (-1967652701195685480LL), (-1885667171979198585LL), (-1803681642762711690LL), (-1721696113546224795LL), (-1639710584329737900LL), (-1557725055113251005LL), (-1475739525896764110LL), (-1393753996680277215LL),
    (-1311768467463790320LL), (-1229782938247303425LL), (-1147797409030816530LL), (-1065811879814329635LL), (-983826350597842740LL), (-901840821381355845LL), (-819855292164868950LL), (-737869762948382055LL),
    (-655884233731895160LL), (-573898704515408265LL), (-491913175298921370LL), (-409927646082434475LL), (-327942116865947580LL), (-245956587649460685LL), (-163971058432973790LL), (-81985529216486895LL),
    0LL, 81985529216486895LL, 163971058432973790LL, 245956587649460685LL, 327942116865947580LL, 409927646082434475LL, 491913175298921370LL, 573898704515408265LL,
    655884233731895160LL, 737869762948382055LL, 819855292164868950LL, 901840821381355845LL, 983826350597842740LL, 1065811879814329635LL, 1147797409030816530LL, 1229782938247303425LL,
    1311768467463790320LL, 1393753996680277215LL, 1475739525896764110LL, 1557725055113251005LL, 1639710584329737900LL, 1721696113546224795LL, 1803681642762711690LL, 1885667171979198585LL,
    1967652701195685480LL, 2049638230412172375LL, 2131623759628659270LL, 2213609288845146165LL, 2295594818061633060LL, 2377580347278119955LL, 2459565876494606850LL, 2541551405711093745LL,
  };
  memcpy(h_lin.data(), init_lin, sizeof init_lin);
  long long* d_lin = nullptr;
  WS_CHECK(cudaMalloc(&d_lin, 64 * sizeof(long long)));
  WS_CHECK(cudaMemcpy(d_lin, h_lin.data(), 64 * sizeof(long long), cudaMemcpyHostToDevice));
  const long long s_k = (-6148914691236517205LL);
  std::vector<unsigned long long> h_out(192);
  { const unsigned long long b = 0xdeadbeefdeadbeefULL; for (int i = 0; i < 192; i++) memcpy(&h_out[i], &b, sizeof b); }
  unsigned long long* d_out = nullptr;
  WS_CHECK(cudaMalloc(&d_out, 192 * sizeof(unsigned long long)));
  WS_CHECK(cudaMemcpy(d_out, h_out.data(), 192 * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  fflush(stdout);
  int ws_saved = dup(1);
  FILE* ws_cap = tmpfile();
  dup2(fileno(ws_cap), 1);
  kernel<<<dim3(1, 1, 1), dim3(64, 1, 1)>>>(d_lin, s_k, d_out);
  cudaError_t ws_launch = cudaGetLastError();
  cudaError_t ws_sync = cudaDeviceSynchronize();
  fflush(stdout);
  dup2(ws_saved, 1);
  close(ws_saved);
  if (ws_launch != cudaSuccess) ws_fail("launch", ws_launch);
  if (ws_sync != cudaSuccess) ws_fail("kernel", ws_sync);
  WS_CHECK(cudaMemcpy(h_lin.data(), d_lin, h_lin.size() * sizeof h_lin[0], cudaMemcpyDeviceToHost));
  WS_CHECK(cudaMemcpy(h_out.data(), d_out, h_out.size() * sizeof h_out[0], cudaMemcpyDeviceToHost));
  printf("{\"ok\":true,\"args\":{");
  printf("%s\"lin\":[", "");
  for (size_t i = 0; i < h_lin.size(); i++) { if (i) printf(","); ws_print(h_lin[i]); }
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
