/**
 * Bit helpers (CUDA Math API, Integer Intrinsics; PTX §9.7.1.14 `popc`, §9.7.1.15
 * `clz`, §9.7.1.17 `fns`, §9.7.1.18 `brev`; §10.18–10.22 `%lanemask_*`):
 * `int __popc(unsigned)`, `int __ffs(int)`, `int __clz(int)`,
 * `unsigned __brev(unsigned)`, `unsigned __fns(unsigned mask, unsigned base, int offset)`,
 * and the lane masks `__lanemask_lt/le/eq/ge/gt(): unsigned` (PTX special
 * registers, provided as functions as in the Programming Guide's example).
 */
import type { ScalarType } from '../ir';
import { arity, intrinsic, maskArg, scalarArg, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr } from '../context';

function unary(param: ScalarType, result: ScalarType): IntrinsicHandler {
  return (s: CallSite) => {
    if (!arity(s, ['x'])) return errExpr(s.loc, result);
    return intrinsic(s, result, null, [scalarArg(s, 0, param, 'x')]);
  };
}

const laneMask: IntrinsicHandler = (s) => (arity(s, []) ? intrinsic(s, 'uint', null, []) : errExpr(s.loc, 'uint'));

/** The bit family's handlers by name. */
export const BITS = {
  __popc: unary('uint', 'int'),
  __ffs: unary('int', 'int'),
  __clz: unary('int', 'int'),
  __brev: unary('uint', 'uint'),
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
