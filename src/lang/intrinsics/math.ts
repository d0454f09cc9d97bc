/**
 * Math functions (G §17.1 Standard Functions, §17.2 Intrinsic Functions; docs/language.md §3):
 * `min`, `max` (the common type of both arguments, C++ overloads of the CUDA math
 * header, `long long` and `unsigned long long` included), `abs` (`int`, `float`, `double`
 * or `long`: `crt/math_functions.h` `long long int abs(long long int)`), single-precision `fminf fmaxf fabsf
 * sqrtf fmaf floorf ceilf truncf roundf expf logf __fadd_rn __fmul_rn` and their
 * double-precision versions `fmin fmax fabs sqrt fma floor ceil trunc round exp log`.
 * Arguments convert to the parameter type as in C.
 */
import type { ScalarType } from '../ir';
import { arity, intrinsic, scalarArg, valueArg, WIDE_VALUE_TYPES, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, isErr } from '../context';
import { commonType, convert } from '../types';

const PARAMS = ['x', 'y', 'z'];

function fixed(type: 'float' | 'double', n: number): IntrinsicHandler {
  return (s: CallSite) => {
    if (!arity(s, PARAMS.slice(0, n))) return errExpr(s.loc, type);
    const args = s.args.map((_, i) => scalarArg(s, i, type, PARAMS[i]!));
    return intrinsic(s, type, type, args);
  };
}

function minMax(s: CallSite) {
  if (!arity(s, ['a', 'b'])) return errExpr(s.loc);
  const a = valueArg(s, 0, 'a', WIDE_VALUE_TYPES);
  const b = valueArg(s, 1, 'b', WIDE_VALUE_TYPES);
  if (isErr(a) || isErr(b)) return errExpr(s.loc);
  const t = commonType(a.type as ScalarType, b.type as ScalarType);
  return intrinsic(s, t, t, [convert(a, t), convert(b, t)]);
}

function abs(s: CallSite) {
  if (!arity(s, ['x'])) return errExpr(s.loc);
  const x = valueArg(s, 0, 'x', ['int', 'float', 'double', 'long']);
  if (isErr(x)) return errExpr(s.loc);
  const t = x.type as ScalarType;
  return intrinsic(s, t, t, [x]);
}

const SINGLE = {
  fminf: 2, fmaxf: 2, fabsf: 1, sqrtf: 1, fmaf: 3, floorf: 1, ceilf: 1, truncf: 1,
  roundf: 1, expf: 1, logf: 1, __fadd_rn: 2, __fmul_rn: 2,
} as const satisfies Partial<Record<IntrinsicName, number>>;
const DOUBLE = {
  fmin: 2, fmax: 2, fabs: 1, sqrt: 1, fma: 3, floor: 1, ceil: 1, trunc: 1, round: 1, exp: 1, log: 1,
} as const satisfies Partial<Record<IntrinsicName, number>>;

/** `fixed(type, arity)` for each name of `table`, keeping its names in the type. */
function fixedAll<K extends string>(type: 'float' | 'double', table: Record<K, number>): Record<K, IntrinsicHandler> {
  return Object.fromEntries(Object.entries<number>(table).map(([n, k]) => [n, fixed(type, k)])) as Record<K, IntrinsicHandler>;
}

/** The math family's handlers by name. */
export const MATH = {
  min: minMax,
  max: minMax,
  abs,
  ...fixedAll('float', SINGLE),
  ...fixedAll('double', DOUBLE),
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
