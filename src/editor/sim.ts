/** The page's simulator workers, shared by every exercise and the playground on a page:
 * one per core, at most four (`worker/pool.ts`: a grading is split across them), each
 * started on first use and restarted after a timeout. The playground and the step-through
 * use the first. */
import SimWorker from '../worker/sim.worker?worker';
import { SimClient, type WorkerLike } from '../worker/client';
import { SimPool, poolSize } from '../worker/pool';

let pool: SimPool | null = null;

/** Workers for this page: `poolSize` of the machine's cores, or `?workers=N` (1–8) in the
 * page's address, for testing the split on any machine. */
function workers(): number {
  const asked = Number(new URLSearchParams(location.search).get('workers'));
  return Number.isInteger(asked) && asked >= 1 && asked <= 8 ? asked : poolSize(navigator.hardwareConcurrency);
}

/** The page's workers; creating them does not start them (call `warm()`). */
export function simPool(): SimPool {
  if (!pool) {
    const n = workers();
    pool = new SimPool(Array.from({ length: n }, (_, k) =>
      new SimClient(() => new SimWorker({ name: k === 0 ? 'warp-simulator' : `warp-simulator-${k + 1}` }) as unknown as WorkerLike, undefined, { readySignal: true })));
    // How many, for the browser tests and anyone looking at the page.
    document.documentElement.dataset.simWorkers = String(n);
  }
  return pool;
}

/** The first worker's client (runs that are not gradings). */
export function simClient(): SimClient {
  return simPool().first;
}
