// convert: 32 <-> 64-bit integer conversions (sign and zero extension, truncation), integer
// to float and double (one rounding: inp[17] = 2^60 + 2^36 + 1 rounds up in float, where a
// double first would give 2^60), float and double to long/ulong in range, bool. 13 words per
// lane in out, 2 doubles per lane in dout.
export function kernel(inp: ulong[], out: ulong[], dout: double[]) {
  const lane: int = int(threadIdx.x);
  const x: ulong = inp[lane];
  const o: int = lane * 13;
  out[o + 0] = long(int(x));
  out[o + 1] = ulong(uint(x));
  out[o + 2] = long(uint(x));
  out[o + 3] = ulong(int(x));
  out[o + 4] = ulong(__float_as_uint(float(long(x))));
  out[o + 5] = ulong(__float_as_uint(float(x)));
  out[o + 6] = long(double(long(x)) * double(0.25));
  out[o + 7] = ulong(double(x) * double(0.25));
  out[o + 8] = long(float(int(x)) * 1000.0);
  out[o + 9] = long(float(int(x & ulong(7))) - 3.5);
  out[o + 10] = ulong(bool(x)) + ulong(x != ulong(0)) * ulong(2);
  out[o + 11] = ulong(float(int(x & ulong(3))) * -0.25);
  out[o + 12] = ulong(double(x >> 1) * double(1.5));
  dout[lane * 2] = double(long(x));
  dout[lane * 2 + 1] = double(x);
}
