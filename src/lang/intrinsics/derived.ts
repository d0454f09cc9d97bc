/**
 * The checkers of the derived intrinsics (`derive: true` in `./table.ts`: the math functions
 * of fixed `float`/`double` parameters, and integer intrinsics such as the funnel shifts),
 * built from the signature of their CUDA declaration (`./declared.ts`): the argument count, then each
 * argument converts to its parameter type as in C, except that a `float`/`double` passed
 * to an integer parameter, and a 64-bit integer passed to a 32-bit one (C would drop its
 * high half), are `E-ARG-TYPE` (the rules of the hand-written bit checkers, `./bits.ts`).
 */
import type { ScalarType } from '../ir';
import { arity, badType, intrinsic, type CallSite, type IntrinsicHandler } from './args';
import { DERIVED_NAMES, derivedSignature, type DerivedName, type Signature } from './declared';
import { errExpr, isErr, report } from '../context';
import { checkExpr } from '../check-expr';
import { convert, is64, isFloating, isScalar } from '../types';

function argOf(s: CallSite, i: number, name: string, type: ScalarType) {
  const node = s.args[i]!;
  const e = checkExpr(s.cx, node);
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
export const DERIVED = Object.fromEntries(DERIVED_NAMES.map((n) => [n, handler(derivedSignature(n))])) as Record<
  DerivedName,
  IntrinsicHandler
>;
