/**
 * The page side of the simulator worker: sends typed requests, matches responses by
 * id, and enforces a hard wall-clock timeout. A request that outlives its timeout
 * terminates the worker (the only way to stop a busy one), rejects with a
 * {@link WorkerTimeoutError} whose message a learner can read, and a fresh worker is
 * started at once so the next run does not pay the start-up cost.
 */
import {
  isWorkerResponse,
  type ResponseFor,
  type WorkerRequest,
  type WorkerRequestBody,
  type WorkerResponse,
} from './protocol';

/** What the client needs from a Worker (a real `Worker`, or a fake in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

/** Default hard timeout of one request, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 5000;

/** The worker was stopped because a request ran longer than `timeoutMs`. */
export class WorkerTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(
      `Your program was still running after ${timeoutMs / 1000} seconds, so it was stopped. ` +
        'Look for a loop that never ends or a lane that waits forever (a very long program can also take this long); the simulator has been restarted.',
    );
    this.name = 'WorkerTimeoutError';
  }
}

/** The worker crashed, or answered with an engine failure. */
export class WorkerFailureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailureError';
  }
}

interface Pending {
  resolve: (response: WorkerResponse) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** One simulator worker, restarted on demand. Not tied to the DOM beyond `setTimeout`. */
export class SimClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** @param createWorker starts a new worker (called lazily and after each timeout).
   *  @param timeoutMs default hard timeout per request, in milliseconds. */
  constructor(
    private readonly createWorker: () => WorkerLike,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  /** Starts the worker ahead of the first request (idempotent). */
  warm(): void {
    this.ensureWorker();
  }

  /** Whether a worker is live now (started and not terminated). */
  get running(): boolean {
    return this.worker !== null;
  }

  /**
   * Sends `body` with a fresh id and resolves with the matching response. Rejects with
   * {@link WorkerTimeoutError} after `timeoutMs` (default: the client's), or with
   * {@link WorkerFailureError} when the worker reports an engine failure or crashes.
   */
  request<B extends WorkerRequestBody>(body: B, timeoutMs = this.timeoutMs): Promise<ResponseFor<B['type']>> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const message = { ...body, id } as WorkerRequest;
    return new Promise<ResponseFor<B['type']>>((resolve, reject) => {
      const timer = setTimeout(() => this.onTimeout(id, timeoutMs), timeoutMs);
      this.pending.set(id, {
        resolve: (r) => resolve(r as ResponseFor<B['type']>),
        reject,
        timer,
      });
      worker.postMessage(message);
    });
  }

  /** Stops the worker and rejects every pending request. */
  dispose(): void {
    this.stopWorker(new WorkerFailureError('The simulator was shut down.'));
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => this.onMessage(worker, event.data);
    worker.onerror = (event) => {
      if (worker !== this.worker) return;
      this.stopWorker(new WorkerFailureError(`The simulator stopped unexpectedly: ${event.message ?? 'unknown error'}`));
    };
    this.worker = worker;
    return worker;
  }

  private onMessage(worker: WorkerLike, data: unknown): void {
    if (worker !== this.worker) return; // a terminated worker's late message
    if (!isWorkerResponse(data)) throw new Error('simulator worker sent a malformed message');
    const entry = this.pending.get(data.id);
    if (!entry) return;
    this.pending.delete(data.id);
    clearTimeout(entry.timer);
    if (data.type === 'failure') entry.reject(new WorkerFailureError(data.message));
    else entry.resolve(data);
  }

  private onTimeout(id: number, timeoutMs: number): void {
    if (!this.pending.has(id)) return;
    this.stopWorker(new WorkerTimeoutError(timeoutMs), id);
    this.ensureWorker();
  }

  /** Terminates the worker; request `culprit` gets `error`, the others a failure. */
  private stopWorker(error: Error, culprit?: number): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(id === culprit || culprit === undefined
        ? error
        : new WorkerFailureError('The simulator was restarted while this run waited; run it again.'));
    }
    this.pending.clear();
  }
}
