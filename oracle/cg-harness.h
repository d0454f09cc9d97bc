// The host side shared by oracle/cg.cu and oracle/cg2.cu: headers, error checks, input
// hashing, device buffers and run_case, which launches one kernel on a buffer of 0xdeadbeef
// words and prints its JSON line (format: oracle/README.md).
#pragma once
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); exit(1); } } while (0)

typedef std::vector<uint32_t> Words;

__device__ __forceinline__ unsigned fb(float f) { return __float_as_uint(f); }

// ------------------------------------------------------------------ host helpers
static uint32_t hsh(uint32_t i) { uint32_t x = i * 2654435761u; return x ^ (x >> 13); }

static std::vector<void*> g_allocs;
static uint32_t* dev_words(const Words& w) {
  void* d; CK(cudaMalloc(&d, w.size() * 4 + 4));
  CK(cudaMemcpy(d, w.data(), w.size() * 4, cudaMemcpyHostToDevice));
  g_allocs.push_back(d); return (uint32_t*)d;
}

static std::string jwords(const Words& w) {
  std::string s = "[";
  char b[16];
  for (size_t i = 0; i < w.size(); i++) { snprintf(b, sizeof b, "%s%u", i ? ", " : "", w[i]); s += b; }
  return s + "]";
}

struct Inputs { std::vector<std::pair<std::string, Words>> v; };

// Launch `k` with `out` first, then `args...`; print one JSON line.
template <typename K, typename... A>
static void run_case(const char* name, dim3 g, dim3 b, int S, const char* note,
                     const Inputs& in, K k, A... args) {
  const char* only = getenv("ONLY");
  if (only && !strstr((std::string(",") + only + ",").c_str(), (std::string(",") + name + ",").c_str())) return;
  size_t threads = (size_t)g.x * g.y * g.z * b.x * b.y * b.z;
  Words host(threads * S, 0xdeadbeefu);
  uint32_t* out = dev_words(host);
  k<<<g, b>>>(out, args...);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(host.data(), out, host.size() * 4, cudaMemcpyDeviceToHost));
  std::string grid = (g.y == 1 && g.z == 1) ? std::to_string(g.x)
    : "[" + std::to_string(g.x) + ", " + std::to_string(g.y) + ", " + std::to_string(g.z) + "]";
  std::string ins = "{";
  for (size_t i = 0; i < in.v.size(); i++)
    ins += (i ? ", \"" : "\"") + in.v[i].first + "\": " + jwords(in.v[i].second);
  ins += "}";
  printf("{\"case\": \"%s\", \"grid\": %s, \"block\": [%u, %u, %u], \"slots\": %d, \"note\": \"%s\", "
         "\"inputs\": %s, \"out\": %s}\n",
         name, grid.c_str(), b.x, b.y, b.z, S, note, ins.c_str(), jwords(host).c_str());
  fflush(stdout);
}
