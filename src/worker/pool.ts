/**
 * The page's simulator workers as one: a grading is split across them by test (the
 * grader's `gradePart`) and joined with `mergeParts` into the report one worker would have
 * given (the grader's tests hold the two equal). The tests are handed out in parts, in
 * order, each to the first worker free ({@link nextPart}: half an even share of the tests
 * left, so a worker slowed by anything else the machine does, or by heavier tests, takes
 * fewer; one part per worker for an exercise whose last grading was quick,
 * {@link QUICK_GRADING_MS}). Everything else (a playground run, a check, a trace of
 * another block) goes to the first worker. With one worker, a grading is one `grade`
 * request, as before.
 *
 * Each part is one request, with the client's timeout (client.ts). A part that fails (a
 * timeout, a crash, an engine error) fails the grading with its error;
 * the other parts are then stopped (`AbortSignal`), so their workers are free for the next Run.
 */
import { mergeParts } from '../grader/merge-parts';
import type { GradeReport, TestTables } from '../grader';
import type { ExerciseSpec } from '../schema/exercise';
import type { StepTrace } from '../diagram/trace-data';
import type { SimClient } from './client';
import type { GradePartResponse, GradeRequest } from './protocol';

/**
 * How many of the `left` tests not handed out yet the next part of a grading takes, with
 * `workers` workers: half of an even share (at least one), so that the last parts are
 * single tests, which the first workers free take (guided self-scheduling).
 */
export function nextPart(left: number, workers: number): number {
  return Math.max(1, Math.ceil(left / (2 * workers)));
}

/** A grading of an exercise that last took less than this (ms, on this page) is split one
 * part per worker: it gains less from balancing than each further part costs (a message
 * each way, the part's own set-up). Measured in Chromium on two cores (figure 5 of
 * bench/browser.bench.ts): gradings of 15 to 20 ms took 2 to 3 ms longer in small parts. */
export const QUICK_GRADING_MS = 30;

/** Tests of a public grading of `spec` (the grader's `concreteTests`: the fixed ones, then the random ones). */
function publicTests(spec: ExerciseSpec): number {
  return spec.tests.fixed.length + spec.tests.random.count;
}

/** A grading as the page shows it. */
export interface PoolGrading {
  report: GradeReport;
  /** The step-through trace of `report.replay` (with `trace: true`, or `'failing'` when the
   * replayed test failed; null when nothing ran; undefined when not made). */
  trace?: StepTrace | null;
  /** Passing tests whose tables the report holds empty: `tables(test)` fetches them from
   * the worker that graded the test (null when that worker no longer keeps them). */
  deferred: number[];
  tables(test: number): Promise<TestTables | null>;
}

/**
 * Workers to start on a machine with `cores` logical processors: one per core but one (the
 * page and the browser need one of their own), at least one, at most four; but two on a
 * machine of two or three cores. Measured on two cores in Chromium
 * (`bench/browser.bench.ts`, figure 5, every exercise, 5 runs each, after 2 s of reading):
 * one worker gave a worst p95 of 142 ms (05-compaction-and-loops/02, 1 exercise over 100 ms),
 * two gave 72 ms (none over); the page's own thread is mostly idle while the workers grade.
 * Runs pressed back to back on a freshly opened page gain less (worst p95 134 → 124 ms) and
 * light exercises lose a little (median p50 23 → 27 ms): each worker warms its engine apart.
 * With sixteen cores, splitting the course's heaviest gradings over 2, 3 and 4 workers made
 * them about 1.5, 1.8 and 1.9 times as fast, and a fifth part gains little against the costs
 * each part repeats (at the time, compiling the submission and generating the tests, which a
 * worker now does once per grading; joining).
 */
export function poolSize(cores: number | undefined): number {
  const n = Math.floor(cores ?? 1);
  return Math.max(Math.min(2, n), Math.min(4, n - 1), 1);
}

export class SimPool {
  /** How long the last grading of each exercise took (ms), by its spec. */
  private readonly lastMs = new WeakMap<ExerciseSpec, number>();

  constructor(readonly clients: readonly SimClient[]) {
    if (clients.length === 0) throw new Error('assertion: a pool of no workers');
  }

  /** The worker for requests that are not gradings. */
  get first(): SimClient {
    return this.clients[0]!;
  }

  /** How long every worker has been free of waited-for requests (ms; `SimClient.idleFor`). */
  idleFor(now = performance.now()): number {
    let least = Infinity;
    for (const c of this.clients) least = Math.min(least, c.idleFor(now));
    return least;
  }

  /** Starts every worker ahead of the first request. */
  warm(): void {
    for (const c of this.clients) c.warm();
  }

  /** Asks every worker to prepare a share of the gradings of an exercise (`PrepareRequest`):
   * the residue of its index, as a share of the tests. A grading's parts go to whichever
   * worker is free, so a worker may grade a test whose reference the other one prepared:
   * it then runs that reference itself, once (its runs are kept from then on). */
  prepare(spec: ExerciseSpec, reference: string): void {
    const n = this.clients.length;
    this.clients.forEach((c, index) => {
      c.request({ type: 'prepare', spec, reference, ...(n > 1 ? { part: { index, count: n } } : {}) }).catch(() => {});
    });
  }

  /** Grades `body` (a `grade` request's fields) on every worker at once. */
  async grade(body: Omit<GradeRequest, 'id' | 'type'>): Promise<PoolGrading> {
    if (this.clients.length === 1) {
      const c = this.first;
      const r = await c.request({ type: 'grade', ...body });
      const key = r.deferred?.key;
      return {
        report: r.report, ...(r.trace !== undefined ? { trace: r.trace } : {}), deferred: r.deferred?.tests ?? [],
        tables: async (test) => (key === undefined ? null : (await c.request({ type: 'tables', key, test })).tables),
      };
    }
    const workers = this.clients.length;
    const began = performance.now();
    const quick = (this.lastMs.get(body.spec) ?? Infinity) < QUICK_GRADING_MS;
    /** Workers not given a part yet (a quick grading gives each an even share of what is left). */
    let unserved = workers;
    const stop = new AbortController();
    /** Tests not handed out yet, in order. */
    const left = Array.from({ length: publicTests(body.spec) }, (_, t) => t);
    const answers: { client: SimClient; answer: GradePartResponse }[] = [];
    /** The first test seen failing with runs (the report replays it or an earlier one). */
    let firstFailing = Infinity;
    /** A test used up its step budget: the tests after it are not run. */
    let exhausted = false;
    /** Whether a part has answered that no test ran (a compile error, a wrong signature, a
     * problem with the exercise: every part says the same). */
    let early = false;
    const serve = async (client: SimClient, first: boolean): Promise<void> => {
      // The first worker gets a part even of no tests: a grading without tests still has
      // an answer to join.
      while ((left.length > 0 || first) && !early) {
        first = false;
        const cut = exhausted;
        const size = cut ? left.length : quick ? Math.ceil(left.length / Math.max(1, unserved)) : nextPart(left.length, workers);
        unserved--;
        const tests = left.splice(0, size);
        // A part traces its own first failing test, or test 0: only one that may hold the
        // test the report replays needs to (the pool asks for the trace otherwise).
        const trace = body.trace !== undefined && body.trace !== false && !cut && (tests[0] ?? 0) < firstFailing ? body.trace : false;
        const answer = await client.request({ type: 'gradePart', ...body, trace, part: { tests, ...(cut ? { exhausted: true } : {}) } }, undefined, stop.signal);
        answers.push({ client, answer });
        if (answer.part.early) early = true;
        for (const p of answer.part.pieces) {
          if (!p.test.passed && p.test.counts !== null) firstFailing = Math.min(firstFailing, p.index);
          if (p.exhausted) exhausted = true;
        }
      }
    };
    await Promise.all(this.clients.map((c, i) => serve(c, i === 0).catch((e: unknown) => {
      stop.abort();
      throw e;
    })));
    this.lastMs.set(body.spec, performance.now() - began);
    const report = mergeParts(body.spec, answers.map((a) => a.answer.part));
    const owner = new Map<number, { client: SimClient; key: number }>();
    for (const { client, answer } of answers) {
      // A passing test of a part that ran on after another part's test used up its budget
      // is "not run" in the report: its tables are not offered (one worker never made them).
      for (const test of answer.deferred?.tests ?? []) if (report.tests[test]?.passed) owner.set(test, { client, key: answer.deferred!.key });
    }
    const out: PoolGrading = {
      report,
      deferred: [...owner.keys()].sort((a, b) => a - b),
      tables: async (test) => {
        const o = owner.get(test);
        return o ? (await o.client.request({ type: 'tables', key: o.key, test })).tables : null;
      },
    };
    // With `trace: 'failing'`, a passing test's trace is left for the page to ask for (undefined).
    const wanted = body.trace === true || (body.trace === 'failing' && report.replay !== undefined && report.tests[report.replay.test]?.passed === false);
    if (body.trace && (wanted || !report.replay)) {
      const traced = traceFor(report, answers.map((a) => a.answer));
      // Not traced by its part (a passing test other than test 0, replayed because test 0
      // did not run): the first worker replays it, as it does another block.
      out.trace = traced !== undefined ? traced
        : (await this.first.request({ type: 'trace', spec: body.spec, submission: body.submission, replay: report.replay!, block: 0 })).trace;
    }
    return out;
  }
}

/** The trace of the joined report's replay, when the part that graded that test made it
 * (`handle.ts`: a part traces its first failing test, else test 0 if it has it); null when
 * there is no replay; undefined when no part traced it. */
function traceFor(report: GradeReport, answers: GradePartResponse[]): StepTrace | null | undefined {
  const test = report.replay?.test;
  if (test === undefined) return null;
  for (const a of answers) if (a.trace && a.trace.test === test) return a.trace.trace;
  return undefined;
}
