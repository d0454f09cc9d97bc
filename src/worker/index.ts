/** The simulator worker's protocol and page-side client. */
export * from './protocol';
export { SimClient, WorkerTimeoutError, WorkerFailureError, DEFAULT_TIMEOUT_MS, type WorkerLike } from './client';
