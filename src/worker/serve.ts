/**
 * One request as the worker serves it (`sim.worker.ts`): answered by `handleRequest`, with
 * the warm-up told of it. A learner's request holds the warm-up back while it is served and
 * for `WARMUP_QUIET_MS` after; a page's `prepare` (sent when an exercise mounts) only adds
 * the grading of that exercise's reference to the warm-up, one task per test, ahead of the
 * corpus, and does not hold it back. DOM-free, so tests drive it with a fake timer.
 */
import { handleRequest, prepareTasks } from './handle';
import type { WorkerRequest, WorkerResponse } from './protocol';
import type { Warmup } from './warmup';

/** Answers `req`, keeping `warmup` informed (see the file's comment). Never throws. */
export function serveRequest(warmup: Warmup, req: WorkerRequest): WorkerResponse {
  const counts = req.type !== 'prepare';
  if (counts) warmup.requestStarted();
  try {
    if (req.type === 'prepare') warmup.add(...prepareTasks(req));
    return handleRequest(req);
  } finally {
    if (counts) warmup.requestEnded();
  }
}
