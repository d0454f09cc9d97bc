// GPU question: __match_all_sync's result when `mask` names lanes that have exited.
// Raw reading: oracle/probes2/readings-2026-12-06.txt (same layout: out[k*32 + lane]).
// Programming Guide §10.20: match_all "returns mask if all threads in mask have the same value";
// PTX match.sync: compares across the "non-exited threads in membermask". The simulator
// returns the non-exited lanes (0x0fffffff); the Guide's wording reads as 0xffffffff.
// Also: the tile-of-32 and coalesced-group match_all made before the exit.
// Build: nvcc -O3 -arch=sm_90 -fmad=false match_all_exited.cu -o t && ./t
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(unsigned* out, const int* in) {
  int l = threadIdx.x;
  auto t32 = cg::tiled_partition<32>(cg::this_thread_block());
  if (l >= 28) return;
  const unsigned F = 0xffffffffu;
  int pred = 9;
  out[0 * 32 + l] = __match_all_sync(F, in[0], &pred);   // in[0] = 42
  out[1 * 32 + l] = (unsigned)pred;
  out[2 * 32 + l] = __ballot_sync(F, 1);
  out[3 * 32 + l] = __activemask();
  out[4 * 32 + l] = __match_any_sync(F, l & 1);
  out[5 * 32 + l] = (unsigned)__reduce_add_sync(F, 1);
  out[6 * 32 + l] = (unsigned)__all_sync(F, 1);
  out[7 * 32 + l] = (unsigned)__shfl_sync(F, l + 100, 27);
  int p2 = 9;
  out[8 * 32 + l] = t32.match_all(in[0], p2);              // tile made before the exit
  out[9 * 32 + l] = (unsigned)p2;
  unsigned long long v64 = 42ull;
  out[10 * 32 + l] = __match_all_sync(F, v64, &pred);      // 64-bit form
}
int main() {
  unsigned* d; int* din; int h = 42;
  cudaMalloc(&d, 11 * 32 * 4); cudaMalloc(&din, 4);
  cudaMemcpy(din, &h, 4, cudaMemcpyHostToDevice);
  cudaMemset(d, 0xff, 11 * 32 * 4);
  k<<<1, 32>>>(d, din);
  cudaError_t e = cudaDeviceSynchronize();
  unsigned o[11 * 32];
  cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
  printf("{\"case\":\"match_all_exited\",\"err\":\"%s\",\"out\":[", cudaGetErrorString(e));
  for (int i = 0; i < 11 * 32; i++) printf("%s\"%08x\"", i ? "," : "", o[i]);
  printf("]}\n");
  return 0;
}
