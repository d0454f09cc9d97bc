/**
 * Warp shuffles (G §10.22, G13 §5.4.6.5; PTX §9.7.9.6 `shfl.sync`):
 * `T __shfl_sync(unsigned mask, T var, int srcLane, int width = warpSize)`,
 * `T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = warpSize)`,
 * `T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = warpSize)`,
 * `T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = warpSize)`.
 * `T` is `int`, `uint`, `float`, `double`, `long` or `ulong` (a `bool` promotes to `int`); the
 * result and `opType` are `T`; the omitted `width` is filled in as `const int 32`.
 */
import type { ScalarType } from '../ir';
import { arity, defaultArg, intrinsic, maskArg, scalarArg, valueArg, WIDE_VALUE_TYPES, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, isErr } from '../context';

function shuffle(third: string, thirdType: ScalarType): IntrinsicHandler {
  return (s: CallSite) => {
    if (!arity(s, ['mask', 'var', third, 'width'], 1)) return errExpr(s.loc);
    const mask = maskArg(s, 0);
    const v = valueArg(s, 1, 'var', WIDE_VALUE_TYPES);
    const b = scalarArg(s, 2, thirdType, third);
    const width = s.args.length > 3 ? scalarArg(s, 3, 'int', 'width') : defaultArg(s, 'int', 32);
    const t = isErr(v) ? 'int' : (v.type as ScalarType);
    return intrinsic(s, t, t, [mask, v, b, width]);
  };
}

/** The shuffle family's handlers by name. */
export const SHUFFLE = {
  __shfl_sync: shuffle('srcLane', 'int'),
  __shfl_up_sync: shuffle('delta', 'uint'),
  __shfl_down_sync: shuffle('delta', 'uint'),
  __shfl_xor_sync: shuffle('laneMask', 'int'),
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
