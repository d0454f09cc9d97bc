/**
 * The checkers of the derived intrinsics (`derive: true` in `./table.ts`: the math functions
 * of fixed `float`/`double` parameters, and integer intrinsics such as the funnel shifts),
 * built from the signature of their CUDA declaration (`./declared.ts`): the argument count, then each
 * argument converts to its parameter type as in C, except that a `float`/`double` passed
 * to an integer parameter, and a 64-bit integer passed to a 32-bit one (C would drop its
 * high half), are `E-ARG-TYPE` (the rules of the hand-written bit checkers, `./bits.ts`).
 */
import type { Expr, ScalarType } from '../ir';
import { arity, badType, intrinsic, type CallSite, type IntrinsicHandler } from './args';
import { DERIVED_NAMES, derivedSignature, type DerivedName, type Signature } from './declared';
import { errExpr, isErr, report } from '../context';
import { checkExpr } from '../check-expr';
import { convert, is64, isFloating, isScalar } from '../types';

function argOf(s: CallSite, i: number, name: string, type: ScalarType) {
  const e = checkExpr(s.cx, s.args[i]!);
  return isErr(e) ? e : convertArg(s, i, e, name, type);
}

/** Argument `i` of `s`, checked already (`e`), converted to parameter `name`'s `type`. */
function convertArg(s: CallSite, i: number, e: Expr, name: string, type: ScalarType) {
  const node = s.args[i]!;
  if (isErr(e)) return e;
  if (!isScalar(e.type) || (!isFloating(type) && isFloating(e.type)))
    return badType(s, node, name, e.type, `\`${type}\``, type);
  if (!isFloating(type) && is64(e.type) && !is64(type)) {
    report(
      s.cx,
      'E-ARG-TYPE',
      node,
      `\`${name}\` of \`${s.name}\` is a 32-bit \`${type}\`, but the argument is a \`${e.type}\`: its high 32 bits would be dropped`,
    );
    return errExpr(s.loc, type);
  }
  return convert(e, type);
}

/**
 * The `double` functions that CUDA overloads for `float` (`crt/math_functions.hpp`: `float
 * sqrt(float)` and so on, Programming Guide §17.1): called with `float` arguments only, they
 * are their `float` twin (`sqrt(x)` is `sqrtf(x)`, rounded once to binary32); with any
 * `double` or integer argument, the `double` function, as C++ overload resolution picks it.
 */
export const FLOAT_TWIN = {
  fmin: 'fminf',
  fmax: 'fmaxf',
  fabs: 'fabsf',
  sqrt: 'sqrtf',
  fma: 'fmaf',
  floor: 'floorf',
  ceil: 'ceilf',
  trunc: 'truncf',
  round: 'roundf',
  exp: 'expf',
  log: 'logf',
} as const satisfies Partial<Record<DerivedName, DerivedName>>;

function overloaded(dbl: Signature, flt: Signature, twin: DerivedName): IntrinsicHandler {
  const names = dbl.params.map((p) => p.name);
  return (s) => {
    if (!arity(s, names)) return errExpr(s.loc, dbl.result);
    const checked = s.args.map((node) => checkExpr(s.cx, node));
    const useFloat = checked.every((e) => !isErr(e) && e.type === 'float');
    const sig = useFloat ? flt : dbl;
    return intrinsic(
      useFloat ? { ...s, name: twin } : s,
      sig.result,
      sig.result,
      sig.params.map((p, i) => convertArg(s, i, checked[i]!, p.name, p.type)),
    );
  };
}

function handler(sig: Signature): IntrinsicHandler {
  const names = sig.params.map((p) => p.name);
  // The operation's type is the result's for a floating-point function (`sqrtf` works in
  // `float`), none for an integer one (`__umulhi` takes its operands' bits).
  const opType = isFloating(sig.result) ? sig.result : null;
  return (s) => {
    if (!arity(s, names)) return errExpr(s.loc, sig.result);
    return intrinsic(
      s,
      sig.result,
      opType,
      sig.params.map((p, i) => argOf(s, i, p.name, p.type)),
    );
  };
}

/** The derived intrinsics' checkers, by name. */
export const DERIVED = Object.fromEntries(
  DERIVED_NAMES.map((n) => {
    const twin = (FLOAT_TWIN as Partial<Record<DerivedName, DerivedName>>)[n];
    return [n, twin ? overloaded(derivedSignature(n), derivedSignature(twin), twin) : handler(derivedSignature(n))];
  }),
) as Record<DerivedName, IntrinsicHandler>;
