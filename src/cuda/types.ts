/**
 * C types and literals for the CUDA export. Warp TS types map one to one onto CUDA's
 * (docs/language.md §3): `int` → `int`, `uint` → `unsigned int`, `float`, `double`, `bool`;
 * arrays become pointers (parameters) or sized arrays (`__shared__` and local).
 *
 * Literals are written so that nvcc reads back exactly the value the simulator holds:
 * a `float` as the fewest significant digits (at most nine, enough to round-trip any
 * binary32, IEEE 754-2019 §5.12.2) that read back as the same binary32, with an `f` suffix, a `double` likewise (at most seventeen digits), non-finite values through
 * bit patterns, `INT_MIN` as `(-2147483647 - 1)` (a plain `-2147483648` is the negation of
 * a `long`), and `uint` values with a `u` suffix (in hexadecimal from 0x10000 up, so masks read as masks);
 * `long` (`long long`) with an `LL` suffix and `LLONG_MIN` as `(-9223372036854775807LL - 1)`,
 * `ulong` (`unsigned long long`) with `ULL` (hexadecimal from 0x10000 up), as C++ [lex.icon]
 * types them.
 */
import type { ElemType, ScalarType, Type } from '../lang/ir';
import { valueType } from './value-type';

/** The C spelling of a scalar type. */
export function cType(t: ScalarType | ElemType | 'void'): string {
  switch (t) {
    case 'uint': return 'unsigned int';
    case 'long': return 'long long';
    case 'ulong': return 'unsigned long long';
    case 'int': case 'float': case 'double': case 'bool': case 'void': return t;
  }
}

/** The C spelling of a parameter type: scalars, structs and groups by value (their names:
 * value-type.ts), arrays as `T*`. */
export function paramType(t: Type): string {
  if (typeof t === 'object') return t.kind === 'array' ? `${t.struct ? t.struct.name : cType(t.elem)}*` : valueType(t);
  if (t === 'string') throw new Error('assertion: a string is never a parameter');
  return cType(t);
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** The bits of a binary32 value, as an unsigned integer. */
export function floatBits(v: number): number {
  f32[0] = v;
  return u32[0]!;
}

/** The bits of a binary64 value, as a hexadecimal string of 16 digits. */
export function doubleBits(v: number): string {
  f64[0] = v;
  return u64[0]!.toString(16).padStart(16, '0');
}

/** A `float` literal holding exactly `v` (already a binary32 value). Non-finite values
 * and negative zero go through `__int_as_float` in device code. */
export function floatLiteral(v: number, device = true): string {
  if (!Number.isFinite(v) || Object.is(v, -0)) {
    const bits = `0x${floatBits(v).toString(16).padStart(8, '0')}`;
    return device ? `__int_as_float(${bits})` : `ws_f32(${bits}u)`;
  }
  let text = v.toPrecision(9);
  for (let p = 1; p < 9; p++) {
    const t = v.toPrecision(p);
    if (Math.fround(Number(t)) === v) { text = t; break; }
  }
  return `${text.includes('.') || text.includes('e') ? text : `${text}.0`}f`;
}

/** A `double` literal holding exactly `v`. */
export function doubleLiteral(v: number, device = true): string {
  if (!Number.isFinite(v) || Object.is(v, -0)) {
    return device ? `__longlong_as_double(0x${doubleBits(v)}ll)` : `ws_f64(0x${doubleBits(v)}ull)`;
  }
  let text = v.toPrecision(17);
  for (let p = 1; p < 17; p++) {
    const t = v.toPrecision(p);
    if (Number(t) === v) { text = t; break; }
  }
  return text.includes('.') || text.includes('e') ? text : `${text}.0`;
}

/** A literal of scalar type `t` holding `value` (ir.ts ConstExpr ranges: a `bigint` for
 * `long`/`ulong`, a `number` otherwise). */
export function literal(t: ScalarType, value: number | bigint, device = true): string {
  if (typeof value === 'bigint' || t === 'long' || t === 'ulong') return literal64(t, BigInt(value));
  switch (t) {
    case 'bool': return value ? 'true' : 'false';
    case 'uint': {
      const v = value >>> 0;
      return v >= 0x10000 ? `0x${v.toString(16)}u` : `${v}u`;
    }
    case 'int': {
      const v = value | 0;
      if (v === -2147483648) return '(-2147483647 - 1)';
      return v < 0 ? `(${v})` : `${v}`;
    }
    case 'float': return floatLiteral(value, device);
    case 'double': return doubleLiteral(value, device);
  }
}

/** A `long long` or `unsigned long long` literal holding `v` (in the type's range). */
function literal64(t: ScalarType, v: bigint): string {
  if (t === 'ulong') {
    const u = BigInt.asUintN(64, v);
    return u >= 0x10000n ? `0x${u.toString(16)}ULL` : `${u}ULL`;
  }
  if (t !== 'long') throw new Error(`assertion: a 64-bit literal of type ${t}`);
  const s = BigInt.asIntN(64, v);
  if (s === -(1n << 63n)) return '(-9223372036854775807LL - 1)';
  return s < 0n ? `(${s}LL)` : `${s}LL`;
}

/** A C string literal for `s` (printf formats, `%s` arguments): ASCII escapes, other
 * characters as UTF-8 octal escapes so that no source character set matters. */
export function stringLiteral(s: string): string {
  let out = '"';
  for (const byte of new TextEncoder().encode(s)) {
    const c = String.fromCharCode(byte);
    if (c === '"' || c === '\\') out += `\\${c}`;
    else if (c === '\n') out += '\\n';
    else if (c === '\t') out += '\\t';
    else if (c === '?') out += '\\?';
    else if (byte >= 0x20 && byte < 0x7f) out += c;
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out}"`;
}
