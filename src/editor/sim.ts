/** The page's one simulator worker client, shared by every exercise and the playground
 * on a page (one worker, started on first use, restarted after a timeout). */
import SimWorker from '../worker/sim.worker?worker';
import { SimClient, type WorkerLike } from '../worker/client';

let client: SimClient | null = null;

/** The shared client; creating it does not start the worker (call `warm()`). */
export function simClient(): SimClient {
  client ??= new SimClient(() => new SimWorker({ name: 'warp-simulator' }) as unknown as WorkerLike, undefined, { readySignal: true });
  return client;
}
