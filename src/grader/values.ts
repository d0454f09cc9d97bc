/**
 * Turns spec values (explicit numbers and generators) into kernel arguments of the
 * right C type. Integers must fit their type; floats are rounded to binary32; `long` and
 * `ulong` values become `bigint`s.
 * A value that does not fit is a content error and throws with the parameter's name.
 */
import type { Generator, NumberValue, ParamType } from '../schema';
import { Rng } from './prng';
import { fits64 } from '../lang/int64';

/** `"NaN"`, `"Infinity"`, `"-Infinity"` → JS numbers; numbers unchanged; a decimal integer
 * string → a `bigint` (a `long`/`ulong` value written exactly). */
export function toNumber(v: NumberValue): number | bigint {
  if (v === 'NaN') return NaN;
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  if (typeof v === 'string') return BigInt(v);
  return v;
}

/** Element types of parameters. */
export type Elem = 'int' | 'uint' | 'float' | 'double' | 'long' | 'ulong';

/** The element type of a parameter type (`float[]` → `float`). */
export function elemOf(t: ParamType): Elem {
  return t.replace('[]', '') as Elem;
}

/** Converts `v` to the C type `elem`; throws when an integer does not fit (a 64-bit value
 * must be an exact integer: a safe integer number or a decimal string; it becomes a
 * `bigint`). */
export function coerce(v: number | bigint, elem: Elem, what: string): number | bigint {
  if (elem === 'long' || elem === 'ulong') {
    if (typeof v === 'number' && !Number.isSafeInteger(v)) {
      throw new Error(`${what}: ${v} is not an exact \`${elem}\` (write a 64-bit value beyond 2^53 as a decimal string)`);
    }
    const b = BigInt(v);
    if (!fits64(b, elem)) throw new Error(`${what}: ${b} is not a \`${elem}\` (${elem === 'long' ? 'signed' : 'unsigned'} 64-bit integer)`);
    return b;
  }
  if (typeof v === 'bigint') {
    if (elem === 'float' || elem === 'double') throw new Error(`${what}: the integer string ${v} is for \`long\`/\`ulong\` values; write a number`);
    v = Number(v);
  }
  switch (elem) {
    case 'float':
      return Math.fround(v);
    case 'double':
      return v;
    case 'int':
      if (!Number.isInteger(v) || v < -2147483648 || v > 2147483647) {
        throw new Error(`${what}: ${v} is not an \`int\` (32-bit signed integer)`);
      }
      return v;
    case 'uint':
      if (!Number.isInteger(v) || v < 0 || v > 4294967295) {
        throw new Error(`${what}: ${v} is not a \`uint\` (32-bit unsigned integer)`);
      }
      return v;
  }
}

/** Draws `length` values from generator `g` (see `src/schema/values.ts`). */
export function generate(g: Generator, length: number, rng: Rng): (number | bigint)[] {
  const out = new Array<number | bigint>(length);
  switch (g.kind) {
    case 'int':
      for (let i = 0; i < length; i++) out[i] = rng.nextInt(g.min, g.max);
      return out;
    case 'float':
      for (let i = 0; i < length; i++) {
        let x = g.min + rng.nextFloat() * (g.max - g.min);
        if (g.step) x = g.min + Math.floor((x - g.min) / g.step) * g.step;
        out[i] = Math.fround(x);
      }
      return out;
    case 'permutation': {
      for (let i = 0; i < length; i++) out[i] = i;
      for (let i = length - 1; i > 0; i--) {
        const j = rng.nextInt(0, i);
        const t = out[i]!;
        out[i] = out[j]!;
        out[j] = t;
      }
      return out;
    }
    case 'constant':
      return out.fill(toNumber(g.value));
    case 'iota':
      for (let i = 0; i < length; i++) out[i] = g.start + i * g.step;
      return out;
    case 'lane':
      for (let i = 0; i < length; i++) out[i] = i % 32;
      return out;
  }
}
