/**
 * Bit helpers (CUDA Math API, Integer Intrinsics; PTX §9.7.1.14 `popc`, §9.7.1.15
 * `clz`, §9.7.1.17 `fns`, §9.7.1.18 `brev`; §10.18–10.22 `%lanemask_*`):
 * `int __popc(unsigned)`, `int __ffs(int)`, `int __clz(int)`,
 * `unsigned __brev(unsigned)`, `unsigned __fns(unsigned mask, unsigned base, int offset)`,
 * their 64-bit forms (`crt/device_functions.h` of CUDA 13): `int __popcll(unsigned long
 * long)`, `int __ffsll(long long)`, `int __clzll(long long)`, `unsigned long long
 * __brevll(unsigned long long)` (any integer argument converts, modulo 2^64 for a 64-bit
 * one, keeping its bits), and the lane masks `__lanemask_lt/le/eq/ge/gt(): unsigned` (PTX
 * special registers, provided as functions as in the Programming Guide's example).
 * A 64-bit argument to a 32-bit form would lose its high half (C converts it modulo 2^32):
 * `E-ARG-TYPE`, with a hint naming the `ll` form.
 */
import type { ScalarType } from '../ir';
import { arity, badType, intrinsic, maskArg, scalarArg, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, isErr, report } from '../context';
import { checkExpr } from '../check-expr';
import { convert, is64, isFloating, isScalar } from '../types';
import { hint } from '../registry';

function unary(param: ScalarType, result: ScalarType): IntrinsicHandler {
  return (s: CallSite) => {
    if (!arity(s, ['x'])) return errExpr(s.loc, result);
    const node = s.args[0]!;
    const e = checkExpr(s.cx, node);
    if (isErr(e)) return errExpr(s.loc, result);
    if (!isScalar(e.type) || isFloating(e.type)) return badType(s, node, 'x', e.type, `\`${param}\``, result);
    if (is64(e.type) && !is64(param)) {
      report(s.cx, 'E-ARG-TYPE', node, `\`${s.name}\` takes a 32-bit \`${param}\`, but \`x\` is a \`${e.type}\`: its high 32 bits would be dropped`, {
        hint: hint('E-ARG-TYPE', 'use64', s.name, param),
      });
      return errExpr(s.loc, result);
    }
    return intrinsic(s, result, null, [convert(e, param)]);
  };
}

const laneMask: IntrinsicHandler = (s) => (arity(s, []) ? intrinsic(s, 'uint', null, []) : errExpr(s.loc, 'uint'));

/** The bit family's handlers by name. */
export const BITS = {
  __popc: unary('uint', 'int'),
  __ffs: unary('int', 'int'),
  __clz: unary('int', 'int'),
  __brev: unary('uint', 'uint'),
  __popcll: unary('ulong', 'int'),
  __ffsll: unary('long', 'int'),
  __clzll: unary('long', 'int'),
  __brevll: unary('ulong', 'ulong'),
  __fns: (s) => {
    if (!arity(s, ['mask', 'base', 'offset'])) return errExpr(s.loc, 'uint');
    return intrinsic(s, 'uint', null, [
      maskArg(s, 0), scalarArg(s, 1, 'uint', 'base'), scalarArg(s, 2, 'int', 'offset'),
    ]);
  },
  __lanemask_lt: laneMask,
  __lanemask_le: laneMask,
  __lanemask_eq: laneMask,
  __lanemask_ge: laneMask,
  __lanemask_gt: laneMask,
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
