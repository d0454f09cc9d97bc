/**
 * The simulator Web Worker: receives {@link WorkerRequest}s, answers each with one
 * {@link WorkerResponse} of the same id. Runs learner programs through the Warp TS
 * interpreter only; nothing the learner writes is evaluated as JavaScript.
 */
import { handleRequest } from './handle';
import type { WorkerRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(handleRequest(event.data));
};
