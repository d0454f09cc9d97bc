// 64-bit usual arithmetic conversions and corner values (1 thread).
export function kernel(out: long[], uout: ulong[], dout: double[]) {
  const m1: long = long(-1);
  const u1: ulong = ulong(1);
  const ui: uint = uint(0xffffffff);
  const i: int = -1;
  out[0] = long(m1 < u1);                 // long vs ulong -> ulong compare: false (0)
  out[1] = long(i < u1);                  // int -1 -> ulong max: false (0)
  out[2] = m1 + long(ui);                 // 4294967294
  out[3] = long(ui * ui);                 // uint*uint wraps at 32 bits: 1
  out[4] = long(ulong(ui) * ulong(ui));     // 18446744065119617025 -> as long: -8589934591
  out[5] = long(int(long("4294967297")));   // 1
  out[6] = long(uint(long(-1)));          // 4294967295
  out[7] = long("-9223372036854775807") - long(1); // INT64_MIN
  out[8] = long(1) << 40;                 // 1099511627776
  out[9] = long(-16) >> 2;                // -4
  out[10] = long(-7) / long(2);           // -3
  out[11] = long(-7) % long(2);           // -1
  out[12] = long(double(-2.75));          // -2
  out[13] = long(float(16777217));        // 16777216
  out[14] = long(__popcll(ulong("18446744073709551615"))); // 64
  out[15] = long(__ffsll(long(1) << 40)); // 41
  out[16] = long(__clzll(long(0)));       // 64
  out[17] = long(__clzll(long(-1)));      // 0
  out[18] = long(__ffsll(long(0)));       // 0
  out[19] = long(__ffsll(long("-9223372036854775808"))); // 64
  out[20] = long(__clzll(long(1)));        // 63
  out[21] = long(ui) + i;                  // long + int: 4294967294
  out[22] = long(ui + i);                  // uint + int -> uint: 4294967294
  out[23] = long(i + u1);                  // int + ulong -> ulong max -> long: 0
  out[24] = long(double(long("9007199254740993")));   // RNE -> 9007199254740992
  out[25] = long(double(long("9007199254740995")));   // tie -> even: 9007199254740996
  out[26] = long(float(long("-9223372036854775807"))); // rounds to -2^63: INT64_MIN
  uout[0] = __brevll(ulong(1));           // 2^63
  uout[1] = ulong(double(ulong("18446744073709549568"))); // exact, in range
  uout[2] = ulong(-1) >> 63;               // 1
  uout[3] = ulong(long(-1)) * ulong(3);   // wrap: 2^64 - 3
  uout[4] = ulong(uint(0x80000000)) << 1; // 4294967296
  uout[5] = ulong(int(-2));               // 2^64-2
  uout[6] = ulong(double(-0.75));         // truncates to 0: defined
  uout[7] = ulong(float(ulong("18446744073709551615")) * 0.5); // float(2^64)*0.5 = 2^63 -> 9223372036854775808
  dout[0] = double(ulong("18446744073709551615"));  // 2^64
  dout[1] = double(long("-9223372036854775808"));   // -2^63
  dout[2] = double(ulong("9007199254740993"));      // 2^53
  dout[3] = double(float(long("16777217")));        // 16777216
}
