// shifts: every count 0..63 (lane l shifts by l and by l + 32), as int and as 64-bit counts;
// `>>` arithmetic on long, logical on ulong. 8 words per lane.
export function kernel(inp: ulong[], out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const x: ulong = inp[lane] ^ inp[(lane + 9) & 31];
  const c: int = lane;
  const o: int = lane * 8;
  out[o + 0] = x << c;
  out[o + 1] = x << (c + 32);
  out[o + 2] = long(x) >> c;
  out[o + 3] = long(x) >> (c + 32);
  out[o + 4] = x >> c;
  out[o + 5] = x >> (c + 32);
  out[o + 6] = x << ulong(c ^ 63);
  out[o + 7] = long(x) >> long(63 - c);
}
