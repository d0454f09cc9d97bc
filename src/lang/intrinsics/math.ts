/**
 * Math functions (G §17.1 Standard Functions, §17.2 Intrinsic Functions; docs/language.md §3):
 * `min`, `max` (the common type of both arguments, C++ overloads of the CUDA math
 * header, `long long` and `unsigned long long` included), `abs` (`int`, `float`, `double`
 * or `long`: `crt/math_functions.h` `long long int abs(long long int)`). Arguments convert
 * to the parameter type as in C. The functions of fixed `float`/`double` parameters (`fminf
 * … logf`, `__fadd_rn`, `__fmul_rn`, `fmin … log`) are derived from their descriptors
 * (`./derived.ts`).
 */
import type { ScalarType } from '../ir';
import { arity, intrinsic, valueArg, WIDE_VALUE_TYPES, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, isErr } from '../context';
import { commonType, convert } from '../types';

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

/** The math family's handlers by name. */
export const MATH = {
  min: minMax,
  max: minMax,
  abs,
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
