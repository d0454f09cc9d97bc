/**
 * Warp match (G §10.20, G13 §5.4.6.3; PTX §9.7.13.10 `match.sync`, sm_70+):
 * `unsigned __match_any_sync(unsigned mask, T value)`,
 * `unsigned __match_all_sync(unsigned mask, T value, int *pred)`; here `pred` is an
 * optional one-element `int[]` that receives 1 or 0 (docs/language.md §5). `opType` is `T`
 * (the comparison is bitwise, 32 or 64 bits).
 */
import type { ScalarType } from '../ir';
import { arity, arrayArg, intrinsic, maskArg, valueArg, WIDE_VALUE_TYPES, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr, isErr } from '../context';

/** The match family's handlers by name. */
export const MATCH = {
  __match_any_sync: (s) => {
    if (!arity(s, ['mask', 'value'])) return errExpr(s.loc, 'uint');
    const mask = maskArg(s, 0);
    const v = valueArg(s, 1, 'value', WIDE_VALUE_TYPES);
    return intrinsic(s, 'uint', isErr(v) ? 'int' : (v.type as ScalarType), [mask, v]);
  },
  __match_all_sync: (s) => {
    if (!arity(s, ['mask', 'value', 'pred'], 1)) return errExpr(s.loc, 'uint');
    const mask = maskArg(s, 0);
    const v = valueArg(s, 1, 'value', WIDE_VALUE_TYPES);
    const args = [mask, v];
    if (s.args.length > 2) {
      const p = arrayArg(s, 2, 'pred', 'int');
      args.push(p ?? errExpr(s.loc));
    }
    return intrinsic(s, 'uint', isErr(v) ? 'int' : (v.type as ScalarType), args);
  },
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
