// GPU question: does double atomicAdd flush subnormals (as float atomicAdd on global memory
// does, Programming Guide §20.3), and which NaN does it return with NaN operands?
// Raw reading: oracle/probes2/readings-2026-12-06.txt (same layout). The simulator keeps
// subnormals in global and shared memory (dout[1] = dout[3] = 2^-1073) and, for NaN + NaN,
// returns the operand's NaN (out[1] = 0xffc00b0b), the host CPU's choice.
// Build: nvcc -O3 -arch=sm_90 -fmad=false atomic_double_edges.cu -o t && ./t
#include <cstdio>
#include <cstring>
__global__ void k(unsigned* out, double* dout, double* g) {
  __shared__ double s[4];
  if (threadIdx.x == 0) {
    const double tiny = g[3];
    s[0] = tiny; s[1] = g[4]; s[2] = (double)__uint_as_float(0x7fc00a0au);
    dout[0] = atomicAdd(&g[0], tiny);
    dout[1] = g[0];
    dout[2] = atomicAdd(&s[0], tiny);
    dout[3] = s[0];
    dout[4] = atomicAdd(&g[1], g[4]);
    dout[5] = g[1];
    const double qa = (double)__uint_as_float(0x7fc00a0au);
    dout[6] = atomicAdd(&g[2], qa);
    out[0] = __float_as_uint((float)g[2]);
    dout[7] = atomicAdd(&s[2], (double)__uint_as_float(0xffc00b0bu));
    out[1] = __float_as_uint((float)s[2]);
    dout[8] = atomicAdd(&s[1], g[4]);
    dout[9] = s[1];
  }
}
int main() {
  double hg[5] = {4.9406564584124654e-324, -0.0, 1.0, 4.9406564584124654e-324, -0.0};
  double *dg, *dd; unsigned* du;
  cudaMalloc(&dg, sizeof hg); cudaMalloc(&dd, 10 * 8); cudaMalloc(&du, 8);
  cudaMemcpy(dg, hg, sizeof hg, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(du, dd, dg);
  cudaError_t e = cudaDeviceSynchronize();
  unsigned ho[2]; double hd[10];
  cudaMemcpy(ho, du, 8, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dd, 80, cudaMemcpyDeviceToHost);
  printf("{\"case\":\"atomic_double_edges\",\"err\":\"%s\",\"out\":[\"%08x\",\"%08x\"],\"dout\":[", cudaGetErrorString(e), ho[0], ho[1]);
  for (int i = 0; i < 10; i++) { unsigned long long b; memcpy(&b, &hd[i], 8); printf("%s\"%016llx\"", i ? "," : "", b); }
  printf("]}\n");
  return 0;
}
