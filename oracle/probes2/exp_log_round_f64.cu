// GPU question: bits of double exp(), log() and round() on sm_90 (CUDA 13).
// Kept as tests/hardware/fixtures/exp64.json, checked by tests/hardware/exp64.test.ts.
// Decides: (1) whether CUDA's exp() equals the exact replay of the PTX nvcc emits for it
// (src/sim/intrinsics/exp64.ts) rather than the host's Math.exp (it does: 32 of 32);
// (2) the bits of log(), whose PTX uses rcp.approx.ftz.f64 (not bit-specified);
// (3) round() at 0.49999999999999994, 2^52+1 etc. (expected: nearest integer, halves away).
// Build: nvcc -O3 -arch=sm_90 -fmad=false exp_log_round_f64.cu -o t && ./t
#include <cstdio>
#include <cstring>
typedef unsigned long long u64;
static const u64 EXP_IN[32] = {
  0x406e4bed30000000ULL, 0xc07aee7e87000000ULL, 0x407929a592800000ULL, 0xc05c41802c000000ULL,
  0x4081c6217f000000ULL, 0x406877e8d8900000ULL, 0xc07b1956ca000000ULL, 0x407fb5562f000000ULL,
  0xc0767785ac400000ULL, 0xc05fdc2e6c000000ULL, 0x4079bf4875000000ULL, 0xc085a03a6a000000ULL,
  0x4043eb8620000000ULL, 0xc0791d2347000000ULL, 0xc076427992000000ULL, 0xc08078aa64e00000ULL,
  0x40779f0e95000000ULL, 0x408296b501000000ULL, 0x4084bd1bb0800000ULL, 0xc07590bc34000000ULL,
  0x40745026ac000000ULL, 0x40663d0de0000000ULL, 0xc057292680000000ULL, 0xc0728a0a09000000ULL,
  0x407f66597b000000ULL, 0x407bb05962000000ULL, 0x4082d8fcd3800000ULL, 0xc05fe42900000000ULL,
  0x407fbc24d5c00000ULL, 0x403b65ccd0000000ULL, 0xc0848d397c800000ULL, 0xc0658b3688000000ULL};
static const u64 LOG_IN[32] = {
  0x40490ee868000000ULL, 0x403adb0a8c000000ULL, 0x4085a03a6a000000ULL, 0x40586801bf000000ULL,
  0x406b276120000000ULL, 0x40781d343c000000ULL, 0x40781dd6ee000000ULL, 0x4084be6725a00000ULL,
  0x4048c08218000000ULL, 0x407624dac9080000ULL, 0x4075cc6c93000000ULL, 0x408285897f000000ULL,
  0x406cb446bd800000ULL, 0x4076d78ec7c00000ULL, 0x4041023170000000ULL, 0x4079e87291400000ULL,
  0x40829e657f600000ULL, 0x40763083b8000000ULL, 0x407bfc268f000000ULL, 0x4078da7542000000ULL,
  0x4083534318c00000ULL, 0x407c8f3204000000ULL, 0x407853de15000000ULL, 0x4084d7d82c000000ULL,
  0x406f831700000000ULL, 0x4071fe5e7e400000ULL, 0x36091819c57a1540ULL, 0x7ac8360f60acd344ULL,
  0x40752396fe000000ULL, 0x40446826d0000000ULL, 0x69aebe65d010a0c5ULL, 0x40802bfadd000000ULL};
static const u64 ROUND_IN[16] = {
  0x3fdfffffffffffffULL, 0xbfdfffffffffffffULL, 0x4330000000000001ULL, 0xc330000000000001ULL,
  0x432fffffffffffffULL, 0x4004000000000000ULL, 0xc004000000000000ULL, 0x3fe0000000000000ULL,
  0x3ff8000000000000ULL, 0x7e37e43c8800759cULL, 0x8000000000000000ULL, 0x4338000000000001ULL,
  0x4320000000000001ULL, 0x3fdffffffffffffeULL, 0x400bffffffffffffULL, 0x3ff7ffffffffffffULL};
__global__ void k(const double* ex, const double* lg, const double* rd, double* o) {
  int l = threadIdx.x;
  o[l] = exp(ex[l]);
  o[32 + l] = log(lg[l]);
  if (l < 16) o[64 + l] = round(rd[l]);
}
static void put(const char* name, const double* v, int n, bool last) {
  printf("\"%s\":[", name);
  for (int i = 0; i < n; i++) { u64 b; memcpy(&b, &v[i], 8); printf("%s\"%016llx\"", i ? "," : "", b); }
  printf("]%s", last ? "" : ",");
}
int main() {
  double h[80];
  memcpy(h, EXP_IN, 256); memcpy(h + 32, LOG_IN, 256); memcpy(h + 64, ROUND_IN, 128);
  double *din, *dout;
  cudaMalloc(&din, sizeof h); cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(dout, 0xff, sizeof h);
  k<<<1, 32>>>(din, din + 32, din + 64, dout);
  cudaError_t e = cudaDeviceSynchronize();
  double r[80];
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("{\"case\":\"double_exp_log_round\",\"err\":\"%s\",", cudaGetErrorString(e));
  put("exp", r, 32, false); put("log", r + 32, 32, false); put("round", r + 64, 16, true);
  printf("}\n");
  return 0;
}
