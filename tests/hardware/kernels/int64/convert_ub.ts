// convert_ub: double and float to long (even lanes) and ulong (odd lanes) of dinp[lane >> 1]:
// out of range and NaN are undefined behaviour (C++ [conv.fpint]); the others are defined.
export function kernel(dinp: double[], out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const d: double = dinp[lane >> 1];
  const f: float = float(d);
  if ((lane & 1) == 0) {
    out[lane * 2] = long(d); // @dlong
    out[lane * 2 + 1] = long(f); // @flong
  } else {
    out[lane * 2] = ulong(d); // @dulong
    out[lane * 2 + 1] = ulong(f); // @fulong
  }
}
