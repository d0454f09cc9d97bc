/**
 * Warming the worker's engine while the learner reads.
 *
 * A fresh worker (one per page) runs its first gradings in JavaScript that the engine has
 * not optimised yet, and each new program shape (another element type, another collective)
 * sends some optimised code back to be recompiled: a first Run took two to four times as
 * long as a later one. So, once loaded, the worker grades the small exercises of
 * `warmup-corpus.ts`, one per task, while no request is waiting or was answered within
 * {@link WARMUP_QUIET_MS}. A request that arrives is served as soon as the task in hand
 * ends (one task grades one test of one exercise). A page's `prepare` request (protocol.ts)
 * puts the grading of its exercise's reference ahead of the corpus, test by test, and does
 * not itself hold the warm-up back. Nothing of a warm-up is kept: it uses its own
 * engine, without the reference cache (`engine.ts`), and the simulator keeps no state
 * between runs that a result could depend on (`tests/unit/worker/warmup.test.ts` checks
 * that gradings are the same before and after one).
 *
 * DOM-free: `sim.worker.ts` gives it the worker's timer; tests give it a fake one.
 */
import { concreteTests, gradePart, type PartOf } from '../grader';
import { exerciseSpec, type ExerciseSpec } from '../schema/exercise';
import { browserEngine } from './engine';
import { WARMUP_EXERCISES } from './warmup-corpus';

/** A request answered less than this long ago (ms) holds the warm-up back: a learner who
 * is running code keeps the worker to themselves. */
export const WARMUP_QUIET_MS = 250;

/**
 * The tests of `spec`'s public grading, each as a part of its own ({@link PartOf}: test `t`
 * is the residue `t` modulo the number of tests), restricted to the share `part` (a
 * worker's of a page's pool: tests `t` with `t % part.count === part.index`). One warm-up
 * task grades one of these, so a learner's request waits for at most one test's runs.
 * A spec whose tests cannot be made gives one part of everything (its grading then says why).
 */
export function testParts(spec: ExerciseSpec, part: PartOf = { index: 0, count: 1 }): PartOf[] {
  let n: number;
  try {
    n = concreteTests(spec, false).length;
  } catch {
    return [part];
  }
  const out: PartOf[] = [];
  for (let t = part.index; t < n; t += part.count) out.push({ index: t, count: n });
  return out.length > 0 ? out : [part];
}

/** The warm-up tasks of the corpus: each exercise graded (its own source as reference), one
 * test per task. */
export function warmupTasks(): (() => void)[] {
  return WARMUP_EXERCISES.flatMap((x) => {
    const spec: ExerciseSpec = exerciseSpec.parse(x.spec);
    return testParts(spec).map((part) => () => {
      const graded = gradePart(browserEngine(), spec, x.source, x.source, {}, part);
      // The corpus is ours: a warm-up exercise that stopped passing is a bug to hear about.
      if (graded.early || !graded.pieces.every((p) => p.kind === 'graded' && p.test.passed)) {
        throw new Error(`assertion: warm-up exercise "${spec.title}" does not pass its own grading (test ${part.index})`);
      }
    });
  });
}

/**
 * How often the worker (`sim.worker.ts`) grades a page's exercises while idle: the tasks a
 * `prepare` adds run this many times in all, while the warm-up's tasks have taken less than
 * {@link WARMUP_BUDGET_MS} together. Measured in Chromium on a fresh page (13-ml-reductions/01:
 * 127, 85, 50, 43, 41, 41, 35, 27, 25 ms for the first nine Runs after one round): the engine
 * optimises the simulator's code over several gradings, so one round left a learner's second
 * and third Runs slow. The rounds after the first reuse the reference's kept runs and grade
 * only the submission's, as a learner's Run does.
 */
export const WARMUP_ROUNDS = 6;

/** The most the warm-up runs in all (ms of task time), corpus included: a page left open
 * costs the learner's machine no more than this. */
export const WARMUP_BUDGET_MS = 3000;

/** How a {@link Warmup} repeats what `add` gives it (by default: once, without a budget). */
export interface WarmupOptions {
  /** Times each `add`'s tasks run in all (≥ 1). */
  rounds?: number;
  /** No round after the first starts once tasks have taken this long in all (ms). */
  budgetMs?: number;
}

/** The timer the warm-up schedules its tasks with (the worker's `setTimeout`). */
export interface WarmupTimer {
  setTimeout(fn: () => void, ms: number): unknown;
  now(): number;
}

/**
 * Runs `tasks` one at a time on `timer` while the worker is idle. Call
 * {@link Warmup.requestStarted} when a request arrives and {@link Warmup.requestEnded} when
 * it has been answered. A task that throws ends the warm-up (and is reported to `onError`); the tasks
 * `add` gives later still run. With `options.rounds` above 1, once every task has run, the
 * tasks of each `add` run again (in the order added), up to `rounds` times in all, as long
 * as the tasks have taken less than `options.budgetMs` together.
 */
export class Warmup {
  private next = 0;
  /** Where `add` puts its tasks: after those added earlier that have not run yet. */
  private addAt = 0;
  private busy = 0;
  private lastEnd = -Infinity;
  private queued = false;

  private readonly tasks: (() => void)[];
  /** Each `add`'s tasks and how many more rounds of them are due. */
  private readonly again: { tasks: (() => void)[]; left: number }[] = [];
  /** Time the tasks have taken so far (ms, by `timer.now`). */
  private spent = 0;
  private readonly rounds: number;
  private readonly budgetMs: number;

  constructor(tasks: (() => void)[], private readonly timer: WarmupTimer, private readonly onError: (e: unknown) => void = () => {},
    options: WarmupOptions = {}) {
    this.tasks = tasks.slice();
    this.rounds = Math.max(1, options.rounds ?? 1);
    this.budgetMs = options.budgetMs ?? Infinity;
  }

  /** Adds `tasks` ahead of the corpus but after the tasks added before them and not run yet
   * (a page's own exercises warm best, in the order the page mounts them: the first one a
   * learner meets first). They run as soon as the worker is idle and {@link WARMUP_QUIET_MS}
   * have passed since the last request that counts ({@link requestEnded}). */
  add(...tasks: (() => void)[]): void {
    this.addAt = Math.max(this.addAt, this.next);
    this.tasks.splice(this.addAt, 0, ...tasks);
    this.addAt += tasks.length;
    if (this.rounds > 1 && tasks.length > 0) this.again.push({ tasks, left: this.rounds - 1 });
    if (this.busy === 0) this.schedule(0);
  }

  /** Begins warming (after the worker said it is ready). */
  start(): void {
    this.schedule(0);
  }

  /** A request that holds the warm-up back has arrived (a learner's: run, grade, check; not
   * a page's `prepare`, which only adds tasks). */
  requestStarted(): void {
    this.busy++;
  }

  requestEnded(): void {
    this.busy = Math.max(0, this.busy - 1);
    this.lastEnd = this.timer.now();
    this.schedule(WARMUP_QUIET_MS);
  }

  /** Tasks not run yet (of the rounds begun so far). */
  get remaining(): number {
    return this.tasks.length - this.next;
  }

  /** Once every task has run: queues the next round of each `add` that has one due, if the
   * budget allows. Whether there is something to run. */
  private more(): boolean {
    if (this.next < this.tasks.length) return true;
    if (this.spent >= this.budgetMs) return false;
    for (const a of this.again) {
      if (a.left <= 0) continue;
      a.left--;
      this.tasks.push(...a.tasks);
    }
    return this.next < this.tasks.length;
  }

  private schedule(ms: number): void {
    if (this.queued || !this.more()) return;
    this.queued = true;
    this.timer.setTimeout(() => this.step(), ms);
  }

  private step(): void {
    this.queued = false;
    if (!this.more()) return;
    if (this.busy > 0) return; // requestEnded schedules the next try
    const quietFor = this.timer.now() - this.lastEnd;
    if (quietFor < WARMUP_QUIET_MS) { this.schedule(WARMUP_QUIET_MS - quietFor); return; }
    const task = this.tasks[this.next++]!;
    const began = this.timer.now();
    try {
      task();
    } catch (e) {
      this.next = this.tasks.length;
      this.again.length = 0;
      this.onError(e);
      return;
    } finally {
      this.spent += this.timer.now() - began;
    }
    this.schedule(0);
  }
}
