/**
 * `__ballot_sync(mask, predicate): unsigned` — bit N set iff lane N is a non-exited lane of
 * the mask whose predicate is non-zero; lanes not in the mask contribute 0.
 * Programming Guide §10.19; PTX ISA §9.7.13.9 `vote.sync.ballot.b32`.
 */
import { vote } from './vote';

export const ballot_sync = vote('__ballot_sync', 'vote.ballot', (b) => b);
