/**
 * Kernel arguments and launch sizes written the way the command line takes them
 * (docs/language.md §7), for the playground: `NAME=SPEC` where SPEC is
 * - a scalar: `int:5`, `uint:0xff`, `float:0.5`, `double:1e-3`;
 * - an array from inline JSON: `float[]:[1,2.5,3]` (`"NaN"`, `"Infinity"`, `"-Infinity"`
 *   allowed as strings, as in the `--json` output);
 * - an array of a length, zero-filled or filled: `uint[64]`, `uint[64]:0xdeadbeef`, `int[32]:-1`;
 * - `long`/`ulong` the same way, each value a JSON string or a safe integer:
 *   `ulong[]:["18446744073709551615", 3]`, `long:-5`, `ulong[8]:"0xffffffffffffffff"`.
 * `@file.json` arrays need a file system, so the browser refuses them with a hint.
 * Sizes are `X[,Y[,Z]]`. Errors are messages a learner can act on, never exceptions.
 */
import type { ElemType } from '../lang/ir';
import type { ArgValue, Dim3 } from '../sim/types';
import { parseNumberArray } from './number-array';
import { fits64, LLONG_MAX, LLONG_MIN, ULLONG_MAX } from '../lang/int64';
import { decimalToFloat32 } from '../lang/float-literal';

/** A parse result: the value, or a message saying what is wrong and how to write it. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Longest array the playground accepts (elements). */
export const MAX_ARRAY_LENGTH = 1 << 20;

const fail = <T>(message: string): Parsed<T> => ({ ok: false, message });
/** The start of a long text, for messages. */
const short = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Parses one number of type `type`: decimal, hex (`0x...`) for integers, `NaN` and
 * `±Infinity` for floats; checks the C type's range (int: −2³¹…2³¹−1, uint: 0…2³²−1). */
export function parseNumber(text: string | number, type: ElemType): Parsed<number> {
  const t = typeof text === 'number' ? String(text) : text.trim();
  let v: number;
  if (/^-?0x[0-9a-f]+$/i.test(t)) v = t.startsWith('-') ? -parseInt(t.slice(3), 16) : parseInt(t.slice(2), 16);
  else if (/^(NaN|[+-]?Infinity)$/.test(t)) v = Number(t);
  else if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) v = Number(t);
  else return fail(`\`${t}\` is not a number`);
  if (type === 'int' || type === 'uint') {
    if (!Number.isInteger(v)) return fail(`\`${t}\` is not an integer, but the type is \`${type}\``);
    const [lo, hi] = type === 'int' ? [-(2 ** 31), 2 ** 31 - 1] : [0, 2 ** 32 - 1];
    if (v < lo || v > hi) return fail(`\`${t}\` is outside the range of \`${type}\` (${lo} to ${hi})`);
  }
  if (type !== 'float') return { ok: true, value: v };
  // A decimal rounds once, from its text (a binary64 value halfway between two binary32
  // values does not decide the rounding: `float-literal.ts`).
  const decimal = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t);
  const f = decimal ? decimalToFloat32(t.replace(/^[+-]/, '')) : Math.fround(Math.abs(v));
  return { ok: true, value: v < 0 || (v === 0 && t.startsWith('-')) ? -f : f };
}

/**
 * Parses one `long`/`ulong` value (DSL.md §5b): a JSON number that is a safe integer
 * (|v| < 2^53: larger JSON numbers have already lost digits), or a string holding a decimal
 * integer with an optional sign or a hexadecimal one (`"18446744073709551615"`,
 * `"-9223372036854775808"`, `"0xffffffffffffffff"`); checks the type's range.
 */
export function parseInt64(item: string | number, type: 'long' | 'ulong'): Parsed<bigint> {
  let v: bigint;
  if (typeof item === 'number') {
    if (!Number.isSafeInteger(item)) {
      return fail(Number.isInteger(item)
        ? `${item} is beyond 2^53, where a JSON number is no longer exact: write it as a string, e.g. \`"18446744073709551615"\``
        : `\`${item}\` is not an integer, but the type is \`${type}\``);
    }
    v = BigInt(item);
  } else {
    const t = item.trim();
    if (/^[+-]?\d+$/.test(t)) v = BigInt(t);
    else if (/^-?0x[0-9a-f]+$/i.test(t)) v = t.startsWith('-') ? -BigInt(t.slice(1)) : BigInt(t);
    else return fail(`\`${short(t)}\` is not an integer (write a decimal integer such as \`"-5"\` or a hexadecimal one such as \`"0xff"\`)`);
  }
  if (!fits64(v, type)) {
    return fail(`\`${v}\` is outside the range of \`${type}\` (${type === 'long' ? `${LLONG_MIN} to ${LLONG_MAX}` : `0 to ${ULLONG_MAX}`})`);
  }
  return { ok: true, value: v };
}

/** The `long[]`/`ulong[]` form of {@link parseArgSpec}: JSON arrays of strings or safe
 * integers, scalars and fills as one such value (quotes optional outside a JSON array). */
function parseArgSpec64(type: 'long' | 'ulong', length: string | undefined, rest: string | undefined): Parsed<ArgValue> {
  const one = (text: string): Parsed<bigint> => parseInt64(/^".*"$/.test(text) ? text.slice(1, -1) : text, type);
  if (length === undefined) {
    if (rest === undefined || rest === '') return fail(`a scalar needs a value: \`${type}:5\``);
    const n = one(rest);
    return n.ok ? { ok: true, value: { kind: 'scalar', type, value: n.value } } : n;
  }
  if (rest?.startsWith('@')) return fail('the playground cannot read files: paste the array as JSON, e.g. `ulong[]:["18446744073709551615", 3]`');
  if (length === '') {
    if (!rest || !rest.startsWith('[')) return fail(`\`${type}[]\` needs a JSON array: \`${type}[]:["18446744073709551615", 3]\``);
    let items: unknown;
    try { items = JSON.parse(rest); } catch { return fail(`\`${short(rest)}\` is not a JSON array of integers and strings`); }
    if (!Array.isArray(items) || items.length === 0) return fail('the array needs at least one element');
    if (items.length > MAX_ARRAY_LENGTH) return fail(`at most ${MAX_ARRAY_LENGTH} elements`);
    const data: bigint[] = [];
    for (const [i, item] of items.entries()) {
      if (typeof item !== 'number' && typeof item !== 'string') return fail(`element ${i} is not a number or a string`);
      const n = parseInt64(item, type);
      if (!n.ok) return fail(`element ${i}: ${n.message}`);
      data.push(n.value);
    }
    return { ok: true, value: { kind: 'array', type, data } };
  }
  const count = Number(length);
  if (count < 1 || count > MAX_ARRAY_LENGTH) return fail(`an array length must be 1 to ${MAX_ARRAY_LENGTH}`);
  const fill = rest === undefined || rest === '' ? { ok: true as const, value: 0n } : one(rest);
  if (!fill.ok) return fill;
  return { ok: true, value: { kind: 'array', type, data: new Array<bigint>(count).fill(fill.value) } };
}

/** Parses the SPEC part of `NAME=SPEC` (without the name). */
export function parseArgSpec(spec: string): Parsed<ArgValue> {
  // The type and length by a regular expression on the head only: an inline array may be
  // long, and its text is read once, by parseNumberArray.
  const m64 = /^\s*(long|ulong)(?:\[(\d*)\])?\s*(:|$)/.exec(spec);
  if (m64) return parseArgSpec64(m64[1] as 'long' | 'ulong', m64[2], m64[3] === ':' ? spec.slice(m64[0].length).trim() : undefined);
  const mb = /^\s*bool\s*:\s*(true|false|1|0)\s*$/.exec(spec);
  // A `bool` parameter's argument (C++ converts it at the launch): 1 or 0, as an `int`.
  if (mb) return { ok: true, value: { kind: 'scalar', type: 'int', value: mb[1] === 'true' || mb[1] === '1' ? 1 : 0 } };
  if (/^\s*bool\b/.test(spec)) return fail('a `bool` argument is `bool:true` or `bool:false` (a scalar; there are no `bool` arrays)');
  const m = /^\s*(int|uint|float|double)(?:\[(\d*)\])?\s*(:|$)/.exec(spec);
  if (!m) return fail(`\`${short(spec)}\` is not an argument: write e.g. \`int:5\`, \`float[]:[1,2]\` or \`uint[64]:0\``);
  const type = m[1] as ElemType;
  const length = m[2];
  const rest = m[3] === ':' ? spec.slice(m[0].length).trim() : undefined;
  const isArray = length !== undefined;
  if (!isArray) {
    if (rest === undefined || rest === '') return fail(`a scalar needs a value: \`${type}:5\``);
    const n = parseNumber(rest, type);
    return n.ok ? { ok: true, value: { kind: 'scalar', type, value: n.value } } : n;
  }
  if (rest?.startsWith('@')) {
    return fail('the playground cannot read files: paste the array as JSON, e.g. `float[]:[1,2,3]`');
  }
  if (length === '') {
    if (!rest || !rest.startsWith('[')) return fail(`\`${type}[]\` needs a JSON array: \`${type}[]:[1,2,3]\``);
    const data = parseNumberArray(rest, type, MAX_ARRAY_LENGTH);
    return data.ok ? { ok: true, value: { kind: 'array', type, data: data.value } } : data;
  }
  const count = Number(length);
  if (count < 1 || count > MAX_ARRAY_LENGTH) return fail(`an array length must be 1 to ${MAX_ARRAY_LENGTH}`);
  const fill = rest === undefined || rest === '' ? { ok: true as const, value: 0 } : parseNumber(rest, type);
  if (!fill.ok) return fill;
  return { ok: true, value: { kind: 'array', type, data: new Array<number>(count).fill(fill.value) } };
}

/** Parses `NAME=SPEC`. */
export function parseArg(line: string): Parsed<{ name: string; value: ArgValue }> {
  const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([\s\S]+)$/.exec(line);
  if (!m) return fail(`\`${line.trim()}\` should read \`NAME=SPEC\`, e.g. \`out=int[32]\``);
  const v = parseArgSpec(m[2]!);
  return v.ok ? { ok: true, value: { name: m[1]!, value: v.value } } : fail(`\`${m[1]}\`: ${v.message}`);
}

/** Parses one argument per non-empty line (lines starting with `#` are comments);
 * a name given twice is an error. Messages carry the 1-based line number. */
export function parseArgs(text: string): Parsed<Record<string, ArgValue>> {
  const out: Record<string, ArgValue> = {};
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    const a = parseArg(raw);
    if (!a.ok) return fail(`line ${i + 1}: ${a.message}`);
    if (a.value.name in out) return fail(`line ${i + 1}: \`${a.value.name}\` is given twice`);
    out[a.value.name] = a.value.value;
  }
  return { ok: true, value: out };
}

/** Parses `X[,Y[,Z]]` (each an integer ≥ 1) into `[x, y, z]`. */
export function parseDim3(text: string, what: 'grid' | 'block'): Parsed<Dim3> {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p) || Number(p) < 1)) {
    return fail(`${what} \`${text}\` should be X, X,Y or X,Y,Z with whole numbers ≥ 1`);
  }
  const [x, y = 1, z = 1] = parts.map(Number) as [number, number?, number?];
  if (what === 'block' && x * y * z > 1024) {
    return fail(`a block holds at most 1024 threads (CUDA limit); \`${text}\` has ${x * y * z}`);
  }
  return { ok: true, value: [x, y, z] };
}
