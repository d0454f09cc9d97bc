/**
 * `__all_sync(mask, predicate): int` — non-zero iff the predicate is non-zero for every
 * non-exited lane of the mask. Programming Guide §10.19; PTX ISA §9.7.13.9 `vote.sync.all`.
 * The Guide promises only "non-zero"; an H200 returned 1, and so do we.
 */
import { vote } from './vote';

export const all_sync = vote('__all_sync', 'vote.all', (b, parts) => (((b & parts) >>> 0) === parts ? 1 : 0));
