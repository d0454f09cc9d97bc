// 64-bit atomics from 32 lanes: ulong add wraps; long max/min signed; ulong min; ulong CAS loop; and/or/xor.
export function kernel(u: ulong[], l: long[], ret: ulong[]) {
  const lane: int = int(threadIdx.x);
  const big: ulong = ulong("18446744073709551615");
  atomicAdd(u, 0, big);                                  // 32*(2^64-1) mod 2^64 = 2^64-32
  atomicMax(l, 0, long(lane) - long(40));                 // max = -9
  atomicMin(l, 1, long(lane) * long("-1000000000000"));  // min = -31e12
  atomicMin(u, 1, ulong(lane) + ulong("9223372036854775800")); // 9223372036854775800
  atomicMax(u, 2, ulong(long(lane) - long(1)));           // lane 0 gives 2^64-1
  atomicOr(l, 2, long(1) << long(lane + 32));             // bits 32..63 -> as long: -4294967296
  atomicXor(u, 3, ulong(3) << ulong(lane * 2));           // all bits: 2^64-1
  atomicAnd(l, 3, ~(long(1) << long(lane)));              // -1 with bits 0..31 cleared: -4294967296
  // CAS loop: atomic multiply by 3 (order-independent result 3^32 mod 2^64)
  let old: ulong = atomicAdd(u, 4, ulong(0));
  while (true) {
    const seen: ulong = atomicCAS(u, 4, old, old * ulong(3));
    if (seen == old) break;
    old = seen;
  }
  ret[lane] = ulong(0);
}
