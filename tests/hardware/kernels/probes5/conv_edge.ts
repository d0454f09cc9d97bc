// Float/double -> integer conversions whose TRUNCATED value is in range (all defined, C++ [conv.fpint]).
export function kernel(out: long[], dd: double[], ff: float[]) {
  out[0] = long(int(dd[0]));     // 2147483647.5 -> 2147483647
  out[1] = long(int(dd[1]));     // -2147483648.9 -> -2147483648
  out[2] = long(uint(dd[2]));    // -0.99 -> 0
  out[3] = long(uint(dd[3]));    // 4294967295.7 -> 4294967295
  out[4] = long(dd[4]);          // -9223372036854775808.0 -> INT64_MIN
  out[5] = long(ulong(ff[0]));   // -0.5f -> 0
  out[6] = long(uint(ff[1]));    // 4294967040.0f -> 4294967040
  out[7] = long(int(ff[2]));     // -2147483648.0f -> INT_MIN
  out[8] = long(ulong(dd[5]));   // 18446744073709549568 -> as long: -2048
  out[9] = long(int(ff[3]));     // -0.0f -> 0
}
