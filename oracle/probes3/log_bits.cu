// GPU question: the bits of logf(float) and log(double) on sm_90 (CUDA 13) over many inputs.
// Kept as tests/hardware/fixtures/log-bits.json, checked by tests/hardware/log-bits.test.ts.
// Decides whether the simulator's replays of the PTX nvcc emits for them
// (src/sim/intrinsics/log32.ts, log64.ts) give the GPU's bits on every input: positive
// normals of every binade, subnormals, values near 1 (where ln x is small), specials
// (0, -0, 1, inf, NaN, negatives). log's PTX uses rcp.approx.ftz.f64, not bit-specified.
// Build: nvcc -O3 -arch=sm_90 -fmad=false log_bits.cu -o t && ./t > log-bits.json
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <cmath>
#define NF 4096
#define ND 2048
static uint32_t s32 = 0x2545f491u;
static uint32_t xs() { s32 ^= s32 << 13; s32 ^= s32 >> 17; s32 ^= s32 << 5; return s32; }
__global__ void kf(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = logf(in[i]);
}
__global__ void kd(const double* in, double* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = log(in[i]);
}
int main() {
  static uint32_t fin[NF], fout[NF];
  static uint64_t din[ND], dout[ND];
  const uint32_t fspecial[] = {0x00000000u, 0x80000000u, 0x3f800000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xbf800000u,
    0x00000001u, 0x007fffffu, 0x00800000u, 0x7f7fffffu, 0x3f7fffffu, 0x3f800001u, 0x3f2aaaabu, 0x3f2aaaaau, 0x3fb504f3u};
  int k = 0;
  for (uint32_t w : fspecial) fin[k++] = w;
  for (; k < 1024; k++) fin[k] = 0x3f800000u + (int32_t)(xs() % 0x400000u) - 0x200000;   // near 1
  for (; k < 1280; k++) fin[k] = xs() & 0x007fffffu;                                      // subnormals
  for (; k < NF; k++) fin[k] = xs() & 0x7f7fffffu;                                        // positive finite
  const uint64_t dspecial[] = {0ull, 0x8000000000000000ull, 0x3ff0000000000000ull, 0x7ff0000000000000ull,
    0x7ff8000000000000ull, 0xbff0000000000000ull, 1ull, 0x000fffffffffffffull, 0x0010000000000000ull,
    0x7fefffffffffffffull, 0x3fefffffffffffffull, 0x3ff0000000000001ull, 0x3ff6a09e667f3bcdull, 0x3ff6a09f00000000ull};
  k = 0;
  for (uint64_t w : dspecial) din[k++] = w;
  for (; k < 512; k++) din[k] = 0x3ff0000000000000ull + (int64_t)((((uint64_t)xs() << 32) | xs()) % 0x20000000000000ull) - 0x10000000000000ll;
  for (; k < 768; k++) din[k] = (((uint64_t)xs() << 32) | xs()) & 0x000fffffffffffffull;
  for (; k < ND; k++) din[k] = (((uint64_t)xs() << 32) | xs()) & 0x7fefffffffffffffull;
  float *gf, *gfo; double *gd, *gdo;
  cudaMalloc(&gf, sizeof fin); cudaMalloc(&gfo, sizeof fout); cudaMalloc(&gd, sizeof din); cudaMalloc(&gdo, sizeof dout);
  cudaMemcpy(gf, fin, sizeof fin, cudaMemcpyHostToDevice);
  cudaMemcpy(gd, din, sizeof din, cudaMemcpyHostToDevice);
  kf<<<NF / 256, 256>>>(gf, gfo, NF);
  kd<<<ND / 256, 256>>>(gd, gdo, ND);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(fout, gfo, sizeof fout, cudaMemcpyDeviceToHost);
  cudaMemcpy(dout, gdo, sizeof dout, cudaMemcpyDeviceToHost);
  cudaDeviceProp p; cudaGetDeviceProperties(&p, 0);
  printf("{\"device\":\"%s\",\"err\":\"%s\",\"logf\":{\"in\":[", p.name, cudaGetErrorString(e));
  for (int i = 0; i < NF; i++) printf("%s\"%08x\"", i ? "," : "", fin[i]);
  printf("],\"out\":[");
  for (int i = 0; i < NF; i++) printf("%s\"%08x\"", i ? "," : "", fout[i]);
  printf("]},\"log\":{\"in\":[");
  for (int i = 0; i < ND; i++) printf("%s\"%016llx\"", i ? "," : "", (unsigned long long)din[i]);
  printf("],\"out\":[");
  for (int i = 0; i < ND; i++) printf("%s\"%016llx\"", i ? "," : "", (unsigned long long)dout[i]);
  printf("]}}\n");
  return 0;
}
