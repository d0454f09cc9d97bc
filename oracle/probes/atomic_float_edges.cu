// Float atomicAdd corner cases on shared and global memory (1 thread, 12 words).
// in[0] = 0x7fc00001 (NaN, payload 1), in[1] = 0x80000000 (-0), in[2] = 0x00a00000 (1.469e-38,
// normal), in[3] = 0x80900000 (-1.322e-38, normal; sum = 0x00100000 is a denormal),
// in[4] = 0x000116c2 (a denormal). Warp TS twin: ../k_atomic_float_edges.ts.
// Words: shared NaN-add final, global NaN-add final, shared -0+-0, global -0+-0,
//        shared normal+normal->denormal, global same, global old of a denormal stored plainly
//        then atomicAdd(+0), global final of that, shared same old, shared final,
//        shared +0 + -0, global +0 + -0.
#include "rt.h"
__global__ void k(const unsigned* in, unsigned* out) {
  __shared__ float s[6];
  float* g = (float*)(out + 12);   // scratch after the 12 result words
  float nan = __uint_as_float(in[0]), nz = __uint_as_float(in[1]);
  float a = __uint_as_float(in[2]), b = __uint_as_float(in[3]), den = __uint_as_float(in[4]);
  s[0] = 1.0f; g[0] = 1.0f; atomicAdd(&s[0], nan); atomicAdd(&g[0], nan);
  s[1] = nz; g[1] = nz; atomicAdd(&s[1], nz); atomicAdd(&g[1], nz);
  s[2] = a; g[2] = a; atomicAdd(&s[2], b); atomicAdd(&g[2], b);
  g[3] = den; float og = atomicAdd(&g[3], 0.0f);
  s[3] = den; float os = atomicAdd(&s[3], 0.0f);
  s[4] = 0.0f; g[4] = 0.0f; atomicAdd(&s[4], nz); atomicAdd(&g[4], nz);
  __threadfence();
  out[0] = __float_as_uint(s[0]); out[1] = __float_as_uint(g[0]);
  out[2] = __float_as_uint(s[1]); out[3] = __float_as_uint(g[1]);
  out[4] = __float_as_uint(s[2]); out[5] = __float_as_uint(g[2]);
  out[6] = __float_as_uint(og);   out[7] = __float_as_uint(g[3]);
  out[8] = __float_as_uint(os);   out[9] = __float_as_uint(s[3]);
  out[10] = __float_as_uint(s[4]); out[11] = __float_as_uint(g[4]);
}
int main() { run("rt_atomic_float_edges", k, 1, 1, 18, {0x7fc00001u, 0x80000000u, 0x00a00000u, 0x80900000u, 0x000116c2u}); }
