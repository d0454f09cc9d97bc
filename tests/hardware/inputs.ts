/**
 * Input arrays of the hardware readings, computed with exact 32-bit arithmetic
 * (`Math.imul`, `>>> 0`) and binary32 rounding (`Math.fround`). Each generator mirrors
 * the one of the same name in `oracle/readings.cu` (or the shared readings' README for
 * `hsh` and `hfloat`); the tests check them against the inputs recorded with each reading.
 */

/** `hsh(i) = x ^ (x >> 13)` with `x = i * 2654435761 mod 2^32` (unsigned). */
export function hsh(i: number): number {
  const x = Math.imul(i >>> 0, 2654435761) >>> 0;
  return (x ^ (x >>> 13)) >>> 0;
}

/** `hfloat(i) = float(hsh(i) & 0xffff) / 1024.0f - 32.0f`, rounded as binary32 at each step. */
export function hfloat(i: number): number {
  return Math.fround(Math.fround((hsh(i) & 0xffff) / 1024) - 32);
}

const view = new DataView(new ArrayBuffer(8));

/** The bit pattern of `x` rounded to binary32 (`__float_as_uint`). */
export function f2u(x: number): number {
  view.setFloat32(0, x);
  return view.getUint32(0);
}

/** The binary32 value of the bit pattern `u` (`__uint_as_float`); NaN payloads are lost. */
export function u2f(u: number): number {
  view.setUint32(0, u >>> 0);
  return view.getFloat32(0);
}

/** The high and low 32-bit words of the binary64 `x` (`__double2hiint`, `__double2loint`). */
export function doubleWords(x: number): [number, number] {
  view.setFloat64(0, x);
  return [view.getUint32(0), view.getUint32(4)];
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** `x[0] = 2^24`, `x[16] = -2^24`, every other lane 1.0 (bits). */
export function inPow24(): number[] {
  const w = range(32).map(() => f2u(1));
  w[0] = f2u(16777216);
  w[16] = f2u(-16777216);
  return w;
}

/** Full-mantissa floats (bits): sign `lane & 1`, exponent `124 + lane % 7`, mantissa `hsh(lane + 7)`. */
export function inMixed(): number[] {
  return range(32).map((l) => (((l & 1) << 31) | ((124 + (l % 7)) << 23) | (hsh(l + 7) & 0x7fffff)) >>> 0);
}

/** 32 (a, b) pairs of float bits for `fminf`/`fmaxf`: NaNs, signed zeros, infinities, denormals. */
export function inMinmax(): number[] {
  const NaN_ = 0x7fc00000, NaN1 = 0x7fc00001, NNaN = 0xffc00000, SNaN = 0x7f800001;
  const PZ = 0, NZ = 0x80000000, INF = 0x7f800000, NINF = 0xff800000;
  const pairs: [number, number][] = [
    [NaN_, f2u(1)], [f2u(1), NaN_], [NaN_, NaN_], [NaN1, f2u(2)], [NNaN, f2u(-3)],
    [NZ, PZ], [PZ, NZ], [NZ, NZ], [f2u(-1), NZ], [INF, NINF], [NaN_, INF], [NaN_, NINF],
    [0x00000001, 0x80000001], [0x00000001, PZ], [SNaN, f2u(5)], [SNaN, 0x7f800002],
    [f2u(1.5), 0x3fc00001], [NZ, NaN_], [NaN_, NZ], [NaN1, NNaN], [0x7fffffff, f2u(0.5)],
    [0x807fffff, 0x80000001], [INF, NaN1], [0x00800000, 0x007fffff]];
  const w: number[] = [];
  for (let l = 0; l < 32; l++) {
    const [a, b] = l < 24 ? pairs[l]! : [f2u(hfloat(l)), f2u(hfloat(l + 32))];
    w.push(a, b);
  }
  return w;
}

/** Float bits by `lane % 4`: +0, -0, NaN 0x7fffffff, NaN 0x7fc00000; lane 31 is 1.0. */
export function inMatchBits(): number[] {
  const vals = [0x00000000, 0x80000000, 0x7fffffff, 0x7fc00000];
  const w = range(32).map((l) => vals[l % 4]!);
  w[31] = f2u(1);
  return w;
}

/** Float bits for the float-to-integer conversions, in and out of range. */
export function inF2i(): number[] {
  const v = [1e10, -1e10, 0, -1, 2147483648, -2147483648, 2147483520, -0.5,
    3.99, -3.99, 4294967296, 4294967040, 0, 0, 0.99999994, -2147483904,
    -0, 0, 16777216, -16777216, 2.5, -2.5, 123456.789, -0.99999994,
    1e9, -1e9, 3e9, 0, 65535.99, -65535.99, 8388607.5, -8388607.5];
  const w = v.map(f2u);
  w[2] = 0x7fffffff; // NaN
  w[12] = 0x7f800000; // +inf
  w[13] = 0xff800000; // -inf
  w[17] = 0x00000001; // smallest denormal
  w[27] = 0xffc00000; // negative NaN
  return w;
}

/** Operands `a`, `b` (as uint32 bit patterns of ints) of the integer corner cases. */
export function inIntCorners(): { a: number[]; b: number[] } {
  const A = [-2147483648, 2147483647, -7, 7, -7, 7, -1, 0, -2147483648, -2147483648];
  const B = [2, -2, 2, -2, -2, 2, 3, 5, 3, -3];
  const a: number[] = [], b: number[] = [];
  for (let i = 0; i < 32; i++) {
    if (i < 10) { a.push(A[i]! >>> 0); b.push(B[i]! >>> 0); }
    else { a.push(hsh(i)); b.push((((hsh(i + 100) | 0) >> (i % 29)) | 1) >>> 0); }
  }
  return { a, b };
}

/** Edge values for the bit intrinsics, then `hsh(i)`. */
export function inBits(): number[] {
  const E = [0, 1, 0x80000000, 0xffffffff, 0x7fffffff, 0x00010000, 0xaaaaaaaa,
    0x55555555, 0x0000ffff, 0xffff0000, 0x80000001, 0x00000100];
  return range(32).map((i) => (i < 12 ? E[i]! : hsh(i)));
}

/** (a, b, c) float bits per lane for `fmaf` and friends; lane 0 is the double-rounding trap. */
export function inFma(): number[] {
  const w: number[] = [];
  for (let l = 0; l < 32; l++) {
    w.push((((l & 1) << 31) | ((120 + (l % 13)) << 23) | (hsh(3 * l) & 0x7fffff)) >>> 0);
    w.push(((((l >> 1) & 1) << 31) | ((122 + (l % 11)) << 23) | (hsh(3 * l + 1) & 0x7fffff)) >>> 0);
    w.push(((((l >> 2) & 1) << 31) | ((118 + (l % 17)) << 23) | (hsh(3 * l + 2) & 0x7fffff)) >>> 0);
  }
  // a*b = 2^-24 (1 - 2^-36) exactly; c = 1 + 2^-23.
  w[0] = 0x39800020; w[1] = 0x397fffc0; w[2] = 0x3f800001;
  return w;
}

/** Reinterprets uint32 bit patterns as int32 values (for `int[]` arguments). */
export function asInts(words: number[]): number[] {
  return words.map((u) => u | 0);
}

/** `inMixed()` with a quiet NaN at lane 5, a negative NaN with a payload at 22, signed
 * zeros at 8-15 (-0, +0, +0, -0, -0, -0, +0, +0), +inf at 27 and -inf at 28 (bits;
 * `in_special` in `oracle/cg.cu`). */
export function inSpecial(): number[] {
  const w = inMixed();
  w[5] = 0x7fc00000;
  w[22] = 0xffc00001;
  [0x80000000, 0, 0, 0x80000000, 0x80000000, 0x80000000, 0, 0].forEach((z, i) => { w[8 + i] = z; });
  w[27] = 0x7f800000;
  w[28] = 0xff800000;
  return w;
}
