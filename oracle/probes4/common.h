// Tiny harness: fill out with 0xdeadbeef, launch, print one JSON line of uint32 words.
// Build: nvcc -O3 -arch=sm_90 -fmad=false NAME.cu -o NAME && timeout 20 ./NAME
#include <cstdio>
#include <cstdint>
#include <vector>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  printf("{\"case\":\"%s\",\"error\":\"%s\"}\n", CASE, cudaGetErrorString(e_)); return 1; } } while (0)
static int dump(const char* name, uint32_t* d, size_t n) {
  std::vector<uint32_t> h(n);
  cudaError_t e = cudaMemcpy(h.data(), d, n * 4, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("{\"case\":\"%s\",\"error\":\"%s\"}\n", name, cudaGetErrorString(e)); return 1; }
  printf("{\"case\":\"%s\",\"out\":[", name);
  for (size_t i = 0; i < n; i++) printf("%s%u", i ? "," : "", h[i]);
  printf("]}\n");
  return 0;
}
static uint32_t* alloc_out(size_t n) {
  uint32_t* d; cudaMalloc(&d, n * 4);
  std::vector<uint32_t> h(n, 0xdeadbeefu);
  cudaMemcpy(d, h.data(), n * 4, cudaMemcpyHostToDevice);
  return d;
}
static int* alloc_zero_int(size_t n) { int* d; cudaMalloc(&d, n * 4); cudaMemset(d, 0, n * 4); return d; }
