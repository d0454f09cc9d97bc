/**
 * Warp reduce (G §10.21, G13 §5.4.6.4; PTX §9.7.13.12 `redux.sync`, sm_80+;
 * overloads from `crt/sm_80_rt.h`): `__reduce_add_sync`, `__reduce_min_sync`,
 * `__reduce_max_sync` take `int` or `unsigned` (overload resolution picks the
 * signedness, which changes min/max: docs/semantics.md §6); `__reduce_and_sync`,
 * `__reduce_or_sync`, `__reduce_xor_sync` take `unsigned`. There is no floating
 * overload in CUDA 13.0, so `float`/`double` are errors.
 */
import type { ScalarType } from '../ir';
import { arity, intrinsic, maskArg, valueArg, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, isErr } from '../context';
import { convert } from '../types';

function overloaded(s: CallSite) {
  if (!arity(s, ['mask', 'value'])) return errExpr(s.loc);
  const mask = maskArg(s, 0);
  const v = valueArg(s, 1, 'value', ['int', 'uint']);
  const t: ScalarType = isErr(v) ? 'int' : (v.type as ScalarType);
  return intrinsic(s, t, t, [mask, v]);
}

function unsignedOnly(s: CallSite) {
  if (!arity(s, ['mask', 'value'])) return errExpr(s.loc, 'uint');
  const mask = maskArg(s, 0);
  const v = valueArg(s, 1, 'value', ['int', 'uint']);
  return intrinsic(s, 'uint', 'uint', [mask, isErr(v) ? v : convert(v, 'uint')]);
}

/** The reduce family's handlers by name. */
export const REDUCE = {
  __reduce_add_sync: overloaded,
  __reduce_min_sync: overloaded,
  __reduce_max_sync: overloaded,
  __reduce_and_sync: unsignedOnly,
  __reduce_or_sync: unsignedOnly,
  __reduce_xor_sync: unsignedOnly,
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
