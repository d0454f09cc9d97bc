// Twin of oracle/probes/nan_payload_math.cu (<<<1, 1>>>, 14 words): NaN payloads through float
// rounding functions and conversions. inp = 0x7fc00001 (quiet NaN, payload 1), 0x7f800001
// (signalling NaN). Warp TS has no 64-bit bit casts, so the double NaN 0x7ff8000020000000 (the
// CUDA kernel's in[2..3]) comes in as db[0], and the doubles of words 10-13 go out as
// dout[0] (words 10, 11: high and low half) and dout[1] (words 12, 13).
export function kernel(inp: uint[], db: double[], out: uint[], dout: double[]): void {
  const n: float = __uint_as_float(inp[0]);
  const sn: float = __uint_as_float(inp[1]);
  const dn: double = db[0];
  out[0] = __float_as_uint(roundf(n));
  out[1] = __float_as_uint(truncf(n));
  out[2] = __float_as_uint(floorf(sn));
  out[3] = __float_as_uint(sqrtf(n));
  out[4] = __float_as_uint(float(dn));
  out[5] = __float_as_uint(fmaf(n, 1.0, 0.0));
  out[6] = __float_as_uint(__fadd_rn(sn, 0.0));
  out[7] = __float_as_uint(-sn);
  out[8] = __float_as_uint(ceilf(n));
  out[9] = __float_as_uint(fabsf(sn));
  dout[0] = double(n);
  dout[1] = double(sn);
}
