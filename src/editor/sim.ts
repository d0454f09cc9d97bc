/** The page's simulator workers, shared by every exercise and the playground on a page:
 * one per core but one, two on two or three cores, at most four (`worker/pool.ts`: a
 * grading is split across them), each started on first use and restarted after a
 * timeout. The playground and the step-through use the first. */
import SimWorker from '../worker/sim.worker?worker';
import { SimClient, type WorkerLike } from '../worker/client';
import { SimPool, poolSize } from '../worker/pool';
import type { ExerciseSpec } from '../schema/exercise';

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

/** Exercises whose reference the workers were asked to prepare on this page. */
const prepared = new Set<string>();

/**
 * Starts the page's workers and asks them, once per exercise `id`, to grade its reference
 * while the learner reads (`PrepareRequest`, worker/warmup.ts): a first Run then finds the
 * reference's runs kept and the engines warm. `<warp-exercise>` calls it as soon as an
 * exercise is about to be needed, while Monaco is still loading, and the mounted exercise
 * again (a no-op). A failure is harmless: the Run grades everything itself.
 */
export function prepareExercise(id: string, spec: ExerciseSpec, reference: string): void {
  const p = simPool();
  p.warm();
  if (prepared.has(id)) return;
  prepared.add(id);
  p.prepare(spec, reference);
}

/**
 * {@link prepareExercise} for a server-rendered `<warp-exercise>`: reads its embedded
 * payload (`<script data-role="data">`, see `Exercise.astro`); an exercise without a
 * reference (an assignment's) or without a payload only starts the workers.
 */
export function prepareExerciseElement(root: HTMLElement): void {
  const text = root.querySelector('script[data-role="data"]')?.textContent;
  const payload = text ? (JSON.parse(text) as { id?: unknown; spec?: ExerciseSpec; solution?: unknown }) : null;
  if (payload && typeof payload.id === 'string' && payload.spec && typeof payload.solution === 'string') {
    prepareExercise(payload.id, payload.spec, payload.solution);
  } else simPool().warm();
}
