/**
 * The page side of the simulator worker: sends typed requests, matches responses by
 * id, and enforces a hard wall-clock timeout. The worker serves requests one at a time
 * in the order sent, so a request's timeout runs only while the worker works on it: from
 * when the requests before it are answered (and, with `readySignal`, the worker said it
 * has loaded), not while it waits behind others. A request that outlives its timeout
 * terminates the worker (the only way to stop a busy one) and rejects with a
 * {@link WorkerTimeoutError} whose message a learner can read; a fresh worker is started
 * at once and the requests that were waiting are sent to it, so only the request that
 * timed out fails. A crashed worker fails the request it was serving in the same way.
 */
import {
  isReadyMessage,
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

/** How long a worker may take to load and say it is ready (with `readySignal`), in ms. */
export const DEFAULT_START_TIMEOUT_MS = 60_000;

/** Options of a {@link SimClient}. */
export interface SimClientOptions {
  /** The worker posts a {@link ReadyMessage} once loaded; no request is timed before it
   * (default false: requests are timed from the start). */
  readySignal?: boolean;
  /** Longest wait for that message, in ms ({@link DEFAULT_START_TIMEOUT_MS}); past it
   * the waiting requests fail with a {@link WorkerFailureError}. */
  startTimeoutMs?: number;
}

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

/** The request was cancelled by its caller (an `AbortSignal`): the worker serving it was
 * stopped, and a fresh one serves the requests after it. */
export class WorkerCancelledError extends Error {
  constructor() {
    super('The run was stopped.');
    this.name = 'WorkerCancelledError';
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
  message: WorkerRequest;
  resolve: (response: WorkerResponse) => void;
  reject: (error: Error) => void;
  timeoutMs: number;
  /** Running only while this is the request the worker serves. */
  timer: ReturnType<typeof setTimeout> | null;
}

/** One simulator worker, restarted on demand. Not tied to the DOM beyond `setTimeout`. */
export class SimClient {
  private worker: WorkerLike | null = null;
  private ready = false;
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;
  /** Requests not yet answered, in the order sent (the worker's order). */
  private readonly pending = new Map<number, Pending>();
  /** Requests in flight that someone waits for: every type but `prepare` (which only
   * queues idle-time work, `PrepareRequest`). */
  private waited = 0;
  /** When the last of those settled (answered, failed or cancelled): `performance.now()`, ms. */
  private lastSettled = -Infinity;

  /** @param createWorker starts a new worker (called lazily and after each timeout).
   *  @param timeoutMs default hard timeout per request, in milliseconds.
   *  @param options see {@link SimClientOptions}. */
  constructor(
    private readonly createWorker: () => WorkerLike,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
    private readonly options: SimClientOptions = {},
  ) {}

  /** Starts the worker ahead of the first request (idempotent). */
  warm(): void {
    this.ensureWorker();
  }

  /**
   * How long this worker has been free of waited-for requests, in ms at `now`
   * (`performance.now()`): 0 while one is in flight, `Infinity` when none was ever sent.
   * Background work (a page's `prepare`, the worker's warm-up) does not count: the page
   * uses this to start its own background work (the editor's TypeScript service) when
   * nobody is waiting for a result.
   */
  idleFor(now = performance.now()): number {
    return this.waited > 0 ? 0 : Math.max(0, now - this.lastSettled);
  }

  /** Whether a worker is live now (started and not terminated). */
  get running(): boolean {
    return this.worker !== null;
  }

  /**
   * Sends `body` with a fresh id and resolves with the matching response. Rejects with
   * {@link WorkerTimeoutError} when the worker spends more than `timeoutMs` (default:
   * the client's) on it, or with {@link WorkerFailureError} when the worker reports an
   * engine failure or crashes while serving it. When `signal` aborts first, rejects with
   * {@link WorkerCancelledError}: a request the worker is serving stops at once (the
   * worker, busy in a synchronous run, cannot be interrupted otherwise, so it is
   * terminated and replaced); a queued one is dropped (its answer, if any, is ignored).
   */
  request<B extends WorkerRequestBody>(body: B, timeoutMs = this.timeoutMs, signal?: AbortSignal): Promise<ResponseFor<B['type']>> {
    if (signal?.aborted) return Promise.reject(new WorkerCancelledError());
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const message = { ...body, id } as WorkerRequest;
    return new Promise<ResponseFor<B['type']>>((resolve, reject) => {
      const onAbort = (): void => this.cancel(id);
      signal?.addEventListener('abort', onAbort, { once: true });
      const waited = body.type !== 'prepare';
      if (waited) this.waited++;
      let settled = false;
      const settle = (): void => {
        signal?.removeEventListener('abort', onAbort);
        if (settled) return;
        settled = true;
        if (waited) { this.waited--; this.lastSettled = performance.now(); }
      };
      this.pending.set(id, {
        message,
        resolve: (r) => { settle(); resolve(r as ResponseFor<B['type']>); },
        reject: (e) => { settle(); reject(e); },
        timeoutMs,
        timer: null,
      });
      worker.postMessage(message);
      this.armHead();
    });
  }

  /** Cancels request `id` (see {@link request}'s `signal`). */
  private cancel(id: number): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    const head = this.head();
    if (head && head[0] === id) {
      this.replaceWorker(new WorkerCancelledError());
      return;
    }
    // Queued behind another: the worker still has it in its queue; its answer is ignored.
    this.pending.delete(id);
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.reject(new WorkerCancelledError());
  }

  /** Stops the worker and rejects every pending request. */
  dispose(): void {
    this.terminate();
    const error = new WorkerFailureError('The simulator was shut down.');
    for (const entry of this.pending.values()) {
      if (entry.timer !== null) clearTimeout(entry.timer);
      entry.reject(error);
    }
    this.pending.clear();
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => this.onMessage(worker, event.data);
    worker.onerror = (event) => {
      if (worker !== this.worker) return;
      this.replaceWorker(new WorkerFailureError(`The simulator stopped unexpectedly: ${event.message ?? 'unknown error'}`));
    };
    this.worker = worker;
    this.ready = !this.options.readySignal;
    if (!this.ready) {
      const ms = this.options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
      this.startTimer = setTimeout(() => {
        if (worker !== this.worker) return;
        this.terminate();
        const error = new WorkerFailureError(`The simulator did not start within ${ms / 1000} seconds; reload the page to try again.`);
        for (const entry of this.pending.values()) entry.reject(error);
        this.pending.clear();
      }, ms);
    }
    return worker;
  }

  /** The request the worker is serving now: the oldest unanswered one. */
  private head(): [number, Pending] | undefined {
    return this.pending.entries().next().value;
  }

  /** Starts the timeout of the request being served, once the worker is ready. */
  private armHead(): void {
    const head = this.head();
    if (!head || !this.ready || head[1].timer !== null) return;
    const [id, entry] = head;
    entry.timer = setTimeout(() => this.onTimeout(id), entry.timeoutMs);
  }

  private onMessage(worker: WorkerLike, data: unknown): void {
    if (worker !== this.worker) return; // a terminated worker's late message
    if (isReadyMessage(data)) {
      this.ready = true;
      if (this.startTimer !== null) clearTimeout(this.startTimer);
      this.startTimer = null;
      this.armHead();
      return;
    }
    if (!isWorkerResponse(data)) throw new Error('simulator worker sent a malformed message');
    const entry = this.pending.get(data.id);
    if (!entry) return;
    this.pending.delete(data.id);
    if (entry.timer !== null) clearTimeout(entry.timer);
    if (data.type === 'failure') entry.reject(new WorkerFailureError(data.message));
    else entry.resolve(data);
    this.armHead();
  }

  private onTimeout(id: number): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.replaceWorker(new WorkerTimeoutError(entry.timeoutMs));
  }

  /** Stops the worker; the request it was serving gets `error`, the others go to a new one. */
  private replaceWorker(error: Error): void {
    const head = this.head();
    this.terminate();
    if (head) {
      const [id, entry] = head;
      this.pending.delete(id);
      if (entry.timer !== null) clearTimeout(entry.timer);
      entry.reject(error);
    }
    const worker = this.ensureWorker();
    for (const entry of this.pending.values()) worker.postMessage(entry.message);
    this.armHead();
  }

  private terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    if (this.startTimer !== null) clearTimeout(this.startTimer);
    this.startTimer = null;
  }
}
