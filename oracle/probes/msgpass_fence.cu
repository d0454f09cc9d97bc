// Fenced message passing inside one block (64 threads, 1 word a thread): thread 32 writes shared
// d = 42, __threadfence(), atomicExch(&f, 1); thread 0 spins on atomicAdd(&f, 0), __threadfence(),
// reads d. Also lane 0 -> lanes 1..31 of warp 1 through global memory. Expect 42 everywhere it is
// read; run under `compute-sanitizer --tool racecheck` too (the simulator reports a data race on
// d and on the global word). Warp TS twins: ../k_msgpass_shared.ts, ../k_msgpass_warp.ts.
#include "rt.h"
__global__ void k(const unsigned* in, unsigned* out) {
  __shared__ int f, d;
  volatile unsigned* gdata = (volatile unsigned*)(out + 64);
  unsigned* gflag = out + 65;
  unsigned t = threadIdx.x;
  if (t == 0) { f = 0; }
  if (t == 0) { *gflag = 0; }
  __syncthreads();
  out[t] = 0;
  if (t == 32) { d = (int)in[0]; __threadfence(); atomicExch(&f, 1); }
  if (t == 0) { while (atomicAdd(&f, 0) == 0) {} __threadfence(); out[0] = (unsigned)d; }
  if (t == 33) { *gdata = in[0]; __threadfence(); atomicExch(gflag, 1u); }
  if (t > 33) { while (atomicAdd(gflag, 0u) == 0u) {} __threadfence(); out[t] = *gdata; }
}
int main() { run("rt_msgpass_fence", k, 1, 64, 2, {42u}); }
