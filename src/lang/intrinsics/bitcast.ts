/**
 * Bit casts (G §17.2 Type Casting Intrinsics): `unsigned __float_as_uint(float)`,
 * `float __uint_as_float(unsigned)`, `int __float_as_int(float)`,
 * `float __int_as_float(int)`. The argument converts to the parameter type as in C;
 * the result reinterprets its 32 bits. (The C-style conversions `int(x)` etc. are
 * `convert` nodes, checked in check-call.ts.)
 */
import type { ScalarType } from '../ir';
import { arity, intrinsic, scalarArg, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr } from '../context';

function cast(from: ScalarType, to: ScalarType): IntrinsicHandler {
  return (s: CallSite) => {
    if (!arity(s, ['x'])) return errExpr(s.loc, to);
    return intrinsic(s, to, null, [scalarArg(s, 0, from, 'x')]);
  };
}

/** The bit-cast family's handlers by name. */
export const BITCAST = {
  __float_as_uint: cast('float', 'uint'),
  __uint_as_float: cast('uint', 'float'),
  __float_as_int: cast('float', 'int'),
  __int_as_float: cast('int', 'float'),
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
