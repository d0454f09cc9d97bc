/**
 * A pool of worker threads that grades jobs in parallel (one job at a time per worker).
 * Each job has a wall-clock limit: a worker that overruns it is terminated, the job is
 * recorded as failed ("stopped after N s"), and a fresh worker takes its place. A worker
 * that dies (out of memory, an engine crash) fails only the job it held. So one bad
 * submission never stops the batch.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Job } from './job';
import { failedExercise, type ExerciseResult } from './results';

/** How the pool runs: workers, the wall-clock limit per job, the heap limit per worker. */
export interface PoolOptions {
  /** Worker threads (default: the machine's available parallelism). */
  workers?: number;
  /** Wall-clock limit per job, in milliseconds. */
  timeoutMs: number;
  /** Heap limit per worker, in MiB (default 512). */
  maxHeapMb?: number;
  /** Called after each job, for progress output. */
  onResult?: (job: Job, result: ExerciseResult) => void;
}

/** The worker's entry: from the sources, worker-boot.mjs (which loads TypeScript); inside
 * the command line's bundle (build/cli/, see bin/build-cli.mjs), the worker's own bundle
 * next to it. */
const BOOT = new URL(import.meta.url.endsWith('.ts') ? './worker-boot.mjs' : './grade-worker.mjs', import.meta.url);

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  ready: boolean;
  /** Workers of this slot that failed before they were ready, in a row. */
  failedStarts: number;
  dead: boolean;
}

/** Starts of one slot that may fail in a row before the slot is given up. */
const MAX_FAILED_STARTS = 3;

/**
 * Grades every job and returns the results in job order. Never rejects because of a
 * submission; rejects only when no worker can start at all (an installation problem).
 */
export function runPool(jobs: Job[], opts: PoolOptions): Promise<ExerciseResult[]> {
  const n = Math.max(1, Math.min(opts.workers ?? availableParallelism(), jobs.length || 1));
  const results: (ExerciseResult | undefined)[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  return new Promise((resolve, reject) => {
    if (jobs.length === 0) { resolve([]); return; }
    const slots: Slot[] = [];
    let everReady = false;

    const finish = (slot: Slot, result: ExerciseResult): void => {
      const job = slot.job!;
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = null;
      slot.timer = null;
      results[job.index] = result;
      done++;
      opts.onResult?.(job, result);
      if (done === jobs.length) {
        for (const s of slots) void s.worker.terminate();
        resolve(results as ExerciseResult[]);
      } else feed(slot);
    };

    const feed = (slot: Slot): void => {
      if (!slot.ready || slot.job || next >= jobs.length) return;
      const job = jobs[next++]!;
      slot.job = job;
      slot.timer = setTimeout(() => {
        const secs = opts.timeoutMs / 1000;
        const dead = slot.worker;
        replace(slot);
        void dead.terminate();
        finish(slot, failedExercise(job.id, job.points, `stopped after ${secs} s of wall-clock time (the limit per exercise): the submission runs too long`, opts.timeoutMs));
      }, opts.timeoutMs);
      slot.worker.postMessage(job);
    };

    const start = (slot: Slot): void => {
      const w = new Worker(BOOT, { resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 512 } });
      slot.worker = w;
      slot.ready = false;
      w.on('message', (m: { ready?: boolean; index?: number; result?: ExerciseResult }) => {
        if (slot.worker !== w) return;
        if (m.ready) { slot.ready = true; slot.failedStarts = 0; everReady = true; feed(slot); return; }
        if (slot.job && m.index === slot.job.index && m.result) finish(slot, m.result);
      });
      w.on('error', (e) => {
        if (slot.worker !== w) return;
        const job = slot.job;
        if (!everReady && !job) { reject(new Error(`a grading worker could not start: ${e.message}`)); return; }
        if (!slot.ready && !job && ++slot.failedStarts >= MAX_FAILED_STARTS) { giveUp(slot, e.message); return; }
        replace(slot);
        if (job) finish(slot, failedExercise(job.id, job.points, `the grader stopped on this submission: ${e.message}`));
      });
      w.on('exit', () => {
        if (slot.worker !== w || !slot.job) return;
        const job = slot.job;
        replace(slot);
        finish(slot, failedExercise(job.id, job.points, 'the grader stopped on this submission (its worker exited)'));
      });
    };

    const replace = (slot: Slot): void => { start(slot); };

    /** A slot whose workers keep failing to start: when every slot is gone, the jobs left
     * fail with the reason (rather than waiting for a worker that never comes). */
    const giveUp = (slot: Slot, why: string): void => {
      slot.dead = true;
      if (!slots.every((s) => s.dead)) return;
      while (next < jobs.length) {
        const job = jobs[next++]!;
        results[job.index] = failedExercise(job.id, job.points, `not graded: no grading worker could start (${why})`);
        done++;
        opts.onResult?.(job, results[job.index]!);
      }
      if (done === jobs.length) resolve(results as ExerciseResult[]);
    };

    for (let i = 0; i < n; i++) {
      const slot: Slot = { worker: undefined as unknown as Worker, job: null, timer: null, ready: false, failedStarts: 0, dead: false };
      slots.push(slot);
      start(slot);
    }
  });
}
