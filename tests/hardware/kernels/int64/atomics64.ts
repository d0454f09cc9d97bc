// atomics64: 64 threads on shared ulong and long counters and on global ones: atomicAdd that
// wraps past 2^64, Max, Min, Or, And, Xor, Exch, CAS on ulong; Min, Max, And, Xor, Or on long.
// Slots 0-15 per thread hold the old values; thread 0 writes the final values at 1024..1039.
export function kernel(g: ulong[], gl: long[], out: ulong[]) {
  const tid: int = int(threadIdx.x);
  const s = __shared__<ulong>(8);
  const ls = __shared__<long>(4);
  if (tid == 0) {
    s[0] = ulong("18446744073709551584");
    s[1] = ulong(0);
    s[2] = ulong("18446744073709551615");
    s[3] = ulong(0);
    s[4] = ulong("18446744073709551615");
    s[5] = ulong(0);
    s[6] = ulong(0);
    s[7] = ulong(7);
    ls[0] = long(0);
    ls[1] = long("-9223372036854775808");
    ls[2] = long(-1);
    ls[3] = long(0);
  }
  __syncthreads();
  const t: ulong = ulong(tid);
  const o: int = tid * 16;
  out[o + 0] = atomicAdd(s, 0, ulong(1));
  out[o + 1] = atomicMax(s, 1, t << 58);
  out[o + 2] = atomicMin(s, 2, t + ulong(5));
  out[o + 3] = atomicOr(s, 3, ulong(1) << tid);
  out[o + 4] = atomicAnd(s, 4, ~(ulong(1) << (tid % 63)));
  out[o + 5] = atomicXor(s, 5, t * ulong("11400714819323198485"));
  out[o + 6] = atomicExch(s, 6, t + ulong(100));
  out[o + 7] = atomicCAS(s, 7, ulong(7), t + ulong(1000));
  out[o + 8] = atomicMin(ls, 0, long(tid) - long(40));
  out[o + 9] = atomicMax(ls, 1, -long(tid));
  out[o + 10] = atomicAnd(ls, 2, ~(long(1) << (tid % 63)));
  out[o + 11] = atomicXor(ls, 3, long(tid) << 57);
  out[o + 12] = atomicAdd(g, 0, ulong(1));
  out[o + 13] = atomicCAS(g, 1, ulong(0), t + ulong(1));
  out[o + 14] = atomicMax(gl, 0, long(tid) * long("-144115188075855872"));
  out[o + 15] = atomicOr(gl, 1, long(1) << (63 - tid));
  __syncthreads();
  if (tid == 0) {
    for (let k: int = 0; k < 8; k++) out[1024 + k] = s[k];
    for (let k: int = 0; k < 4; k++) out[1032 + k] = ls[k];
    out[1036] = g[0];
    out[1037] = g[1];
    out[1038] = gl[0];
    out[1039] = gl[1];
  }
}
