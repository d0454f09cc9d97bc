// GPU question: which NaN do double operations return on sm_90 (CUDA 13)?
// Raw reading: oracle/probes2/readings-2026-12-06.txt (the case numbers below are its lanes; it
// prints __float_as_uint((float)r), so compare the "f32" array with the simulator, and
// read "f64" for the full bits).
// Decides: fmin/fmax of two NaNs (which payload, or a canonical NaN); the NaN of 0/0,
// sqrt(-1), inf-inf, inf*0 and log(-1) (0xfff8000000000000 expected for inf-inf, inf*0 from
// tests/hardware/fixtures/fidelity.json; log(-1) by its PTX is fma(x, inf, inf) -> expected the
// same); NaN propagation through -x, fabs, floor, round, exp, sqrt, +, *, fma, log, trunc,
// ceil, /, - with two NaNs (first operand expected for + and *, per fidelity.json);
// cases 22-24: fmin/fmax of -0.0 and +0.0 (PTX min/max: -0.0 < +0.0).
// Build: nvcc -O3 -arch=sm_90 -fmad=false double_nan_ops.cu -o t && ./t
#include <cstdio>
#include <cstring>
__global__ void k(const double* z, unsigned* f32, unsigned long long* f64) {
  int l = threadIdx.x;
  const double qa = (double)__uint_as_float(0x7fc00a0au);   // 0x7ff8014140000000
  const double qb = (double)__uint_as_float(0xffc00b0bu);   // 0xfff8016160000000
  const double zero = z[0], one = z[1];
  const double inf = one / zero;
  double r = zero;
  switch (l) {
    case 0: r = fmin(qa, qb); break;
    case 1: r = fmax(qa, qb); break;
    case 2: r = fmin(qb, qa); break;
    case 3: r = zero / zero; break;
    case 4: r = sqrt(-one); break;
    case 5: r = inf - inf; break;
    case 6: r = log(-one); break;
    case 7: r = -qa; break;
    case 8: r = fabs(qb); break;
    case 9: r = floor(qb); break;
    case 10: r = round(qa); break;
    case 11: r = exp(qb); break;
    case 12: r = sqrt(qb); break;
    case 13: r = qa + qb; break;
    case 14: r = qb * qa; break;
    case 15: r = fma(qa, one, qb); break;
    case 16: r = inf * zero; break;
    case 17: r = log(qb); break;
    case 18: r = trunc(qb); break;
    case 19: r = ceil(qa); break;
    case 20: r = qa / one; break;
    case 21: r = one - qb; break;
    case 22: r = fmin(-zero, zero); break;
    case 23: r = fmax(-zero, zero); break;
    case 24: r = fmin(zero, -zero); break;
  }
  f32[l] = __float_as_uint((float)r);
  unsigned long long b; memcpy(&b, &r, 8);
  f64[l] = b;
}
int main() {
  double hz[2] = {0.0, 1.0};
  double* dz; unsigned* d32; unsigned long long* d64;
  cudaMalloc(&dz, sizeof hz); cudaMalloc(&d32, 32 * 4); cudaMalloc(&d64, 32 * 8);
  cudaMemcpy(dz, hz, sizeof hz, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(dz, d32, d64);
  cudaError_t e = cudaDeviceSynchronize();
  unsigned h32[32]; unsigned long long h64[32];
  cudaMemcpy(h32, d32, sizeof h32, cudaMemcpyDeviceToHost);
  cudaMemcpy(h64, d64, sizeof h64, cudaMemcpyDeviceToHost);
  printf("{\"case\":\"double_nan_ops\",\"err\":\"%s\",\"f32\":[", cudaGetErrorString(e));
  for (int i = 0; i < 25; i++) printf("%s\"%08x\"", i ? "," : "", h32[i]);
  printf("],\"f64\":[");
  for (int i = 0; i < 25; i++) printf("%s\"%016llx\"", i ? "," : "", h64[i]);
  printf("]}\n");
  return 0;
}
