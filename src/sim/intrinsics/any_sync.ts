/**
 * `__any_sync(mask, predicate): int` — non-zero iff the predicate is non-zero for any
 * non-exited lane of the mask. Programming Guide §10.19; PTX ISA §9.7.13.9 `vote.sync.any`.
 */
import { vote } from './vote';

export const any_sync = vote('__any_sync', 'vote.any', (b) => (b !== 0 ? 1 : 0));
