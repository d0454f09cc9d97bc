/**
 * Exact decimal conversion of binary64 values for `printf` (C99 §7.19.6.1p13: the result
 * of `%e %f %g` "should be correctly rounded", in the current rounding direction: round to
 * nearest, ties to even, IEEE 754 §4.3.1). JavaScript's `toFixed`/`toExponential` round
 * exact ties away from zero (`(0.125).toFixed(2)` is `"0.13"`; C prints `0.12`) and switch
 * to exponent form at 1e21, so the digits are computed here with BigInt from the exact value.
 */

const view = new DataView(new ArrayBuffer(8));

/** `|x| = m · 2^e` exactly, for finite `x`. */
function decompose(x: number): { m: bigint; e: number } {
  view.setFloat64(0, x);
  const b = view.getBigUint64(0);
  const field = Number((b >> 52n) & 0x7ffn);
  const frac = b & ((1n << 52n) - 1n);
  return field === 0 ? { m: frac, e: -1074 } : { m: frac | (1n << 52n), e: field - 1075 };
}

const pow10 = (k: number): bigint => 10n ** BigInt(k);

/** `m · 2^e · 10^p` rounded to an integer, ties to even. */
function scaledRound(m: bigint, e: number, p: number): bigint {
  const num = m * (e > 0 ? 1n << BigInt(e) : 1n) * (p > 0 ? pow10(p) : 1n);
  const den = (e < 0 ? 1n << BigInt(-e) : 1n) * (p < 0 ? pow10(-p) : 1n);
  let q = num / den;
  const r2 = (num % den) * 2n;
  if (r2 > den || (r2 === den && (q & 1n) === 1n)) q += 1n;
  return q;
}

/** Whether `m · 2^e ≥ 10^k`. */
function atLeastPow10(m: bigint, e: number, k: number): boolean {
  const lhs = m * (e > 0 ? 1n << BigInt(e) : 1n) * (k < 0 ? pow10(-k) : 1n);
  const rhs = (e < 0 ? 1n << BigInt(-e) : 1n) * (k > 0 ? pow10(k) : 1n);
  return lhs >= rhs;
}

/** `digits` (an integer's decimal digits) with a decimal point `prec` places from the right. */
function placePoint(digits: string, prec: number, alt: boolean): string {
  if (prec === 0) return alt ? `${digits}.` : digits;
  const d = digits.padStart(prec + 1, '0');
  return `${d.slice(0, d.length - prec)}.${d.slice(d.length - prec)}`;
}

/** `%f` of `|x|` (finite): `prec` digits after the point; `alt` (`#`) keeps the point when
 * `prec` is 0. */
export function fixedForm(x: number, prec: number, alt: boolean): string {
  const { m, e } = decompose(x);
  return placePoint(scaledRound(m, e, prec).toString(), prec, alt);
}

/** The decimal exponent of `|x|` (finite) after rounding to `prec + 1` significant digits,
 * and those digits (C99 §7.19.6.1p8 `e`: one digit before the point). */
export function expDigits(x: number, prec: number): { digits: string; exp: number } {
  const { m, e } = decompose(x);
  if (m === 0n) return { digits: '0'.repeat(prec + 1), exp: 0 };
  let k = Math.floor(Math.log10(Math.abs(x)));
  while (!atLeastPow10(m, e, k)) k--;
  while (atLeastPow10(m, e, k + 1)) k++;
  let q = scaledRound(m, e, prec - k);
  if (q === pow10(prec + 1)) { q = pow10(prec); k++; }
  return { digits: q.toString(), exp: k };
}

/** `%e` of `|x|` (finite): `d.ddde±XX`, at least two exponent digits. */
export function expForm(x: number, prec: number, alt: boolean): string {
  const { digits, exp } = expDigits(x, prec);
  const mant = prec === 0 ? (alt ? `${digits}.` : digits) : `${digits[0]}.${digits.slice(1)}`;
  return `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
}

/**
 * `%g` of `|x|` (finite), C99 §7.19.6.1p8: P = the precision (6 if absent, 1 if 0); X = the
 * exponent an `e` conversion with precision P − 1 would have. If P > X ≥ −4, style `f` with
 * precision P − 1 − X, else style `e` with precision P − 1. Unless `alt` (`#`), trailing
 * zeros of the fraction are removed, and the point when no fraction is left.
 */
export function generalForm(x: number, precision: number | null, alt: boolean): string {
  const P = precision === null ? 6 : precision === 0 ? 1 : precision;
  const X = expDigits(x, P - 1).exp;
  const s = P > X && X >= -4 ? fixedForm(x, P - 1 - X, alt) : expForm(x, P - 1, alt);
  if (alt) return s;
  const [mant, exp] = s.split('e') as [string, string | undefined];
  const trimmed = mant.includes('.') ? mant.replace(/0+$/, '').replace(/\.$/, '') : mant;
  return exp === undefined ? trimmed : `${trimmed}e${exp}`;
}
