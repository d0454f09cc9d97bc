/**
 * The simulator Web Worker: receives {@link WorkerRequest}s, answers each with one
 * {@link WorkerResponse} of the same id, in the order they came; says {@link ReadyMessage}
 * once loaded, then warms its engine while idle (`warmup.ts`). Runs learner programs
 * through the Warp TS interpreter only; nothing the learner writes is evaluated as
 * JavaScript.
 */
import { serveRequest } from './serve';
import type { ReadyMessage, WorkerRequest } from './protocol';
import { Warmup, WARMUP_BUDGET_MS, WARMUP_ROUNDS, warmupTasks } from './warmup';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
};

const warmup = new Warmup(warmupTasks(), { setTimeout: (fn, ms) => scope.setTimeout(fn, ms), now: () => performance.now() },
  (e) => console.error('warp-simulator warm-up stopped:', e), { rounds: WARMUP_ROUNDS, budgetMs: WARMUP_BUDGET_MS });

scope.onmessage = (event) => {
  scope.postMessage(serveRequest(warmup, event.data));
};
// The client times a request from here on, not while this module was still loading.
scope.postMessage({ type: 'ready' } satisfies ReadyMessage);
warmup.start();
