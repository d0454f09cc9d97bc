// Tiny host harness for the red-team candidate readings: fills `out` with 0xdeadbeef, copies
// `in` (32-bit words), launches, prints one JSON line {"case","grid","block","slots","out"}.
// Build: nvcc -O3 -arch=sm_90 -fmad=false NAME.cu -o NAME && ./NAME
#pragma once
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cstring>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  printf("{\"error\":\"%s: %s\"}\n", #x, cudaGetErrorString(e_)); exit(1); } } while (0)
typedef void (*K)(const unsigned*, unsigned*);
static void run(const char* name, K k, int grid, int block, int slots, std::vector<unsigned> in) {
  size_t n = (size_t)grid * block * slots;
  std::vector<unsigned> out(n, 0xdeadbeefu);
  if (in.empty()) in.push_back(0);
  unsigned *din, *dout;
  CK(cudaMalloc(&din, in.size() * 4)); CK(cudaMalloc(&dout, n * 4));
  CK(cudaMemcpy(din, in.data(), in.size() * 4, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dout, out.data(), n * 4, cudaMemcpyHostToDevice));
  k<<<grid, block>>>(din, dout);
  CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(out.data(), dout, n * 4, cudaMemcpyDeviceToHost));
  printf("{\"case\":\"%s\",\"grid\":%d,\"block\":[%d,1,1],\"slots\":%d,\"in\":[", name, grid, block, slots);
  for (size_t i = 0; i < in.size(); i++) printf("%s%u", i ? "," : "", in[i]);
  printf("],\"out\":[");
  for (size_t i = 0; i < n; i++) printf("%s%u", i ? "," : "", out[i]);
  printf("]}\n");
  CK(cudaFree(din)); CK(cudaFree(dout));
}
