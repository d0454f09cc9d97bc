/**
 * The simulator Web Worker: receives {@link WorkerRequest}s, answers each with one
 * {@link WorkerResponse} of the same id, in the order they came; says {@link ReadyMessage}
 * once loaded. Runs learner programs through the Warp TS
 * interpreter only; nothing the learner writes is evaluated as JavaScript.
 */
import { handleRequest } from './handle';
import type { ReadyMessage, WorkerRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(handleRequest(event.data));
};
// The client times a request from here on, not while this module was still loading.
scope.postMessage({ type: 'ready' } satisfies ReadyMessage);
