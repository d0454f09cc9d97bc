/**
 * Atomics on global or shared arrays (G §10.14; PTX §9.7.13.5 `atom`):
 * `atomicOp(arr, i, v)` stands for CUDA's `atomicOp(&arr[i], v)` and returns the
 * old value; `atomicCAS(arr, i, compare, v)`. `opType` and the result are the
 * element type. `atomicAdd` and `atomicExch` also take `float`/`double` arrays
 * (G §10.14.1.1, §10.14.1.3); the others only integer arrays. On 64-bit arrays CUDA 13 has
 * (`sm_20_atomic_functions.h`, `sm_32_atomic_functions.h`): every one but `atomicSub` for
 * `unsigned long long`, and only `atomicMin`, `atomicMax`, `atomicAnd`, `atomicOr`,
 * `atomicXor` for `long long`; the others are `E-ATOMIC-TYPE` with a hint.
 */
import type { ElemType, Expr } from '../ir';
import { arity, arrayArg, indexArg, intrinsic, scalarArg, badType, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, report } from '../context';
import { isIntegerType } from '../types';
import { hint, type Hint } from '../registry';

/** The atomics CUDA provides for `long long` (`sm_32_atomic_functions.h`). */
const ON_LONG = new Set(['atomicMin', 'atomicMax', 'atomicAnd', 'atomicOr', 'atomicXor']);

/** Why `name` has no overload for element type `elem` (a 64-bit integer), or null. */
function missing64(name: string, elem: ElemType): { message: string; hint: Hint } | null {
  if (elem === 'long' && !ON_LONG.has(name)) {
    return {
      message: `CUDA has no \`${name}\` on \`long long\` (\`long[]\`): only \`atomicMin\`, \`atomicMax\`, \`atomicAnd\`, \`atomicOr\` and \`atomicXor\``,
      hint: name === 'atomicSub' ? hint('E-ATOMIC-TYPE', 'subLong') : hint('E-ATOMIC-TYPE', 'onUlong', name),
    };
  }
  if (elem === 'ulong' && name === 'atomicSub') {
    return {
      message: 'CUDA has no `atomicSub` on `unsigned long long` (`ulong[]`)',
      hint: hint('E-ATOMIC-TYPE', 'subUlong'),
    };
  }
  return null;
}

function atomic(allowFloat: boolean, cas: boolean): IntrinsicHandler {
  return (s: CallSite) => {
    const params = cas ? ['arr', 'i', 'compare', 'val'] : ['arr', 'i', 'val'];
    if (!arity(s, params)) return errExpr(s.loc);
    const arr = arrayArg(s, 0, 'arr');
    const idx = indexArg(s, 1, 'i');
    if (!arr) {
      for (let i = 2; i < s.args.length; i++) scalarArg(s, i, 'int', params[i]!, true);
      return errExpr(s.loc);
    }
    const elem: ElemType = arr.type.elem;
    if (!allowFloat && !isIntegerType(elem)) {
      badType(s, s.args[0]!, 'arr', arr.type, 'an `int[]`, `uint[]`, `long[]` or `ulong[]` array', 'int');
    }
    const no64 = missing64(s.name, elem);
    if (no64) report(s.cx, 'E-ATOMIC-TYPE', s.args[0]!, no64.message, { hint: no64.hint });
    if (arr.type.space === 'local') {
      report(s.cx, 'E-ATOMIC-SPACE', s.args[0]!, `\`${s.name}\` needs a global or shared array; \`${arr.k === 'local' ? arr.name : 'this array'}\` is a per-thread local array`);
    }
    const rest: Expr[] = [];
    for (let i = 2; i < s.args.length; i++) rest.push(scalarArg(s, i, elem, params[i]!, true));
    return intrinsic(s, elem, elem, [arr, idx, ...rest]);
  };
}

/** The atomic family's handlers by name. */
export const ATOMICS = {
  atomicAdd: atomic(true, false),
  atomicSub: atomic(false, false),
  atomicMin: atomic(false, false),
  atomicMax: atomic(false, false),
  atomicAnd: atomic(false, false),
  atomicOr: atomic(false, false),
  atomicXor: atomic(false, false),
  atomicExch: atomic(true, false),
  atomicCAS: atomic(false, true),
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
