/**
 * Warp votes (G §10.19, G13 §5.4.6.1–2; PTX §9.7.13.9 `vote.sync`, §9.7.13.11
 * `activemask`): `int __all_sync(unsigned mask, int predicate)`,
 * `int __any_sync(unsigned mask, int predicate)`,
 * `unsigned __ballot_sync(unsigned mask, int predicate)`, `unsigned __activemask()`.
 * The predicate converts to `int` with C rules (a `float` truncates, a `bool` is
 * 0/1).
 */
import { arity, intrinsic, maskArg, scalarArg, type CallSite, type IntrinsicHandler } from './args';
import type { IntrinsicName } from './table';
import { errExpr } from '../context';

function vote(result: 'int' | 'uint'): IntrinsicHandler {
  return (s: CallSite) => {
    if (!arity(s, ['mask', 'predicate'])) return errExpr(s.loc, result);
    const mask = maskArg(s, 0);
    const pred = scalarArg(s, 1, 'int', 'predicate', true);
    return intrinsic(s, result, null, [mask, pred]);
  };
}

/** The vote family's handlers by name. */
export const VOTE = {
  __all_sync: vote('int'),
  __any_sync: vote('int'),
  __ballot_sync: vote('uint'),
  __activemask: (s) => (arity(s, []) ? intrinsic(s, 'uint', null, []) : errExpr(s.loc, 'uint')),
} satisfies Partial<Record<IntrinsicName, IntrinsicHandler>>;
