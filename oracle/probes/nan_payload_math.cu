// NaN payloads through float rounding functions and conversions (1 thread, 14 words).
// in[0] = 0x7fc00001 (quiet NaN, payload 1), in[1] = 0x7f800001 (signalling NaN),
// in[2..3] = a double NaN 0x7ff8000020000000 (lo word first in memory).
// Warp TS twin: ../k_nan_convert.ts (the simulator gives 0x7fffffff for every float word).
#include "rt.h"
__global__ void k(const unsigned* in, unsigned* out) {
  float n = __uint_as_float(in[0]), sn = __uint_as_float(in[1]);
  double dn = __longlong_as_double(((long long)in[3] << 32) | in[2]);
  out[0] = __float_as_uint(roundf(n));
  out[1] = __float_as_uint(truncf(n));
  out[2] = __float_as_uint(floorf(sn));
  out[3] = __float_as_uint(sqrtf(n));
  out[4] = __float_as_uint((float)dn);
  out[5] = __float_as_uint(fmaf(n, 1.0f, 0.0f));
  out[6] = __float_as_uint(__fadd_rn(sn, 0.0f));
  out[7] = __float_as_uint(-sn);
  out[8] = __float_as_uint(ceilf(n));
  out[9] = __float_as_uint(fabsf(sn));
  double d1 = (double)n, d2 = (double)sn;
  unsigned long long b1 = __double_as_longlong(d1), b2 = __double_as_longlong(d2);
  out[10] = (unsigned)(b1 >> 32); out[11] = (unsigned)b1;
  out[12] = (unsigned)(b2 >> 32); out[13] = (unsigned)b2;
}
int main() { run("rt_nan_payload_math", k, 1, 1, 14, {0x7fc00001u, 0x7f800001u, 0x20000000u, 0x7ff80000u}); }
