// arith: 64-bit + - * & | ^ ~ and negation, comparisons as long and as ulong, / and % where
// defined, the usual arithmetic conversions with 32-bit operands, min/max/abs.
// Lane l takes a = inp[l], b = inp[(7l + 3) & 31]; 24 words per lane.
export function kernel(inp: ulong[], out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const a: ulong = inp[lane];
  const b: ulong = inp[(lane * 7 + 3) & 31];
  const sa: long = long(a);
  const sb: long = long(b);
  const o: int = lane * 24;
  out[o + 0] = sa + sb;
  out[o + 1] = sa - sb;
  out[o + 2] = sa * sb;
  out[o + 3] = a & b;
  out[o + 4] = a | b;
  out[o + 5] = a ^ b;
  out[o + 6] = ~a;
  out[o + 7] = -sa;
  out[o + 8] = ulong(sa < sb) | (ulong(sa <= sb) << 1) | (ulong(sa > sb) << 2) | (ulong(sa >= sb) << 3) | (ulong(sa == sb) << 4) | (ulong(sa != sb) << 5);
  out[o + 9] = ulong(a < b) | (ulong(a <= b) << 1) | (ulong(a > b) << 2) | (ulong(a >= b) << 3) | (ulong(a == b) << 4) | (ulong(a != b) << 5);
  const okl: bool = sb != long(0) && !(sa == long("-9223372036854775808") && sb == long(-1));
  out[o + 10] = okl ? sa / sb : long(4369);
  out[o + 11] = okl ? sa % sb : long(8738);
  out[o + 12] = b != ulong(0) ? a / b : ulong(13107);
  out[o + 13] = b != ulong(0) ? a % b : ulong(17476);
  out[o + 14] = a * b;
  out[o + 15] = int(a) + b;
  out[o + 16] = uint(a) + sb;
  out[o + 17] = int(a) * sb;
  out[o + 18] = ulong(int(a) < b) | (ulong(sa < b) << 1) | (ulong(uint(a) < sb) << 2) | (ulong(int(a) < sb) << 3) | (ulong(-1 < b) << 4) | (ulong(long(-1) < uint(a)) << 5);
  out[o + 19] = min(sa, sb);
  out[o + 20] = max(a, b);
  out[o + 21] = abs(sa >> 1);
  out[o + 22] = max(sa, sb);
  out[o + 23] = min(a, b);
}
