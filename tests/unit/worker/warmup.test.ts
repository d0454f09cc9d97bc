import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testParts, Warmup, WARMUP_QUIET_MS, warmupTasks } from '../../../src/worker/warmup';
import { WARMUP_EXERCISES } from '../../../src/worker/warmup-corpus';
import { handleRequest, prepareTasks } from '../../../src/worker/handle';
import { serveRequest } from '../../../src/worker/serve';
import { concreteTests, gradeWith, mergeParts, gradePart } from '../../../src/grader';
import { exerciseSpec, type ExerciseSpec } from '../../../src/schema/exercise';
import { gradeSubmission } from '../../../src/grader';
import { browserEngine } from '../../../src/worker/engine';

/** A timer whose clock moves only when the test says so. */
function fakeTimer() {
  let t = 0;
  const due: { at: number; fn: () => void }[] = [];
  return {
    timer: { setTimeout: (fn: () => void, ms: number) => { due.push({ at: t + ms, fn }); }, now: () => t },
    /** Moves the clock by `ms`, running what falls due, in order. */
    advance(ms: number) {
      const end = t + ms;
      for (;;) {
        due.sort((a, b) => a.at - b.at);
        const next = due[0];
        if (!next || next.at > end) break;
        due.shift();
        t = next.at;
        next.fn();
      }
      t = end;
    },
  };
}

describe('the warm-up corpus', () => {
  it('holds valid exercises, each passing its own grading under every schedule', () => {
    expect(WARMUP_EXERCISES.length).toBeGreaterThanOrEqual(4);
    for (const x of WARMUP_EXERCISES) {
      const spec = exerciseSpec.parse(x.spec);
      const r = gradeSubmission(spec, x.source, x.source, { engine: browserEngine() });
      expect(r.compile.filter((d) => d.severity === 'error'), spec.title).toEqual([]);
      expect(r.warnings, spec.title).toEqual([]);
      expect(r.tests.map((t) => t.message), spec.title).toEqual(r.tests.map(() => 'passed under the default schedule and 3 adversarial schedules'));
      expect(r.passed, spec.title).toBe(true);
    }
    // warmupTasks grades them the same way and throws if one stops passing.
    for (const task of warmupTasks()) task();
  });
});

describe('Warmup (idle-time tasks)', () => {
  it('runs its tasks one per timer turn while no request comes', () => {
    const { timer, advance } = fakeTimer();
    const ran: number[] = [];
    const w = new Warmup([0, 1, 2].map((i) => () => { ran.push(i); }), timer);
    w.start();
    expect(ran).toEqual([]);
    advance(0);
    expect(ran).toEqual([0, 1, 2]);
    expect(w.remaining).toBe(0);
  });

  it('holds back while a request is served and for WARMUP_QUIET_MS after it', () => {
    const { timer, advance } = fakeTimer();
    const ran: number[] = [];
    const w = new Warmup([0, 1].map((i) => () => { ran.push(i); }), timer);
    w.requestStarted();
    w.start();
    advance(1000);
    expect(ran).toEqual([]); // a request is in hand
    w.requestEnded();
    advance(WARMUP_QUIET_MS - 1);
    expect(ran).toEqual([]);
    w.requestStarted();
    w.requestEnded(); // another request: the quiet time starts again
    advance(WARMUP_QUIET_MS - 1);
    expect(ran).toEqual([]);
    advance(1);
    expect(ran).toEqual([0, 1]);
  });

  it('puts an added task ahead of the rest, and a throwing task ends the corpus but not later additions', () => {
    const { timer, advance } = fakeTimer();
    const ran: string[] = [];
    const errors: unknown[] = [];
    const w = new Warmup([() => { ran.push('a'); throw new Error('boom'); }, () => { ran.push('b'); }], timer, (e) => errors.push(e));
    w.add(() => { ran.push('prepare'); });
    w.start();
    advance(WARMUP_QUIET_MS);
    expect(ran).toEqual(['prepare', 'a']);
    expect(errors).toHaveLength(1);
    w.add(() => { ran.push('later'); });
    advance(WARMUP_QUIET_MS);
    expect(ran).toEqual(['prepare', 'a', 'later']);
  });
});

const CONTENT = join(import.meta.dirname, '../../../content');
/** Exercises of several kinds (votes in loops, softmax, tiles, block reduction, atomics). */
const SAMPLE = [
  '05-compaction-and-loops/02-until-all-done', '13-ml-reductions/01-row-softmax', '14-cooperative-groups/01-tile-row-sums',
  '11-block-reduce/02-any-block-size', '08-match-and-atomics/03-aggregated-count',
];

function load(id: string): { spec: ExerciseSpec; reference: string; submissions: string[] } {
  const dir = join(CONTENT, id.replace('/', '/exercises/'));
  const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
  const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
  const wrong = existsSync(join(dir, 'wrong')) ? readdirSync(join(dir, 'wrong')).sort().map((f) => readFileSync(join(dir, 'wrong', f), 'utf8')) : [];
  return { spec, reference, submissions: [readFileSync(join(dir, 'starter.ts'), 'utf8'), `// mine\n${reference}`, ...wrong] };
}

/** Every submission's grading as the worker gives it (the `grade` request), as JSON. */
function gradeAll(): string[] {
  const out: string[] = [];
  for (const id of SAMPLE) {
    const { spec, reference, submissions } = load(id);
    for (const submission of submissions) {
      const r = handleRequest({ id: 1, type: 'grade', spec, reference, submission });
      if (r.type !== 'grade') throw new Error(`${id}: ${r.type === 'failure' ? r.message : r.type}`);
      out.push(JSON.stringify(r.report));
    }
  }
  return out;
}

describe('Warmup (added tasks)', () => {
  it('runs tasks added one after another in the order added, all before the corpus', () => {
    const { timer, advance } = fakeTimer();
    const ran: string[] = [];
    const w = new Warmup([() => { ran.push('corpus 1'); }, () => { ran.push('corpus 2'); }], timer);
    w.add(() => { ran.push('first exercise a'); }, () => { ran.push('first exercise b'); });
    w.add(() => { ran.push('second exercise'); });
    w.start();
    advance(0);
    expect(ran).toEqual(['first exercise a', 'first exercise b', 'second exercise', 'corpus 1', 'corpus 2']);
  });

  it('puts a task added after some have run ahead of the corpus not run yet', () => {
    const { timer, advance } = fakeTimer();
    const ran: string[] = [];
    const w = new Warmup([() => { ran.push('corpus 1'); w.add(() => { ran.push('added'); }); }, () => { ran.push('corpus 2'); }], timer);
    w.start();
    advance(0);
    expect(ran).toEqual(['corpus 1', 'added', 'corpus 2']);
  });
});

describe('a warm-up changes no grading', () => {
  it('grades the same reports before and after the corpus and the preparation of each exercise', () => {
    const before = gradeAll();
    expect(before.length).toBeGreaterThan(SAMPLE.length * 3);
    expect(before.some((r) => JSON.parse(r).passed === false)).toBe(true);
    for (const task of warmupTasks()) task();
    for (const id of SAMPLE) {
      const { spec, reference } = load(id);
      expect(handleRequest({ id: 9, type: 'prepare', spec, reference })).toEqual({ id: 9, type: 'prepare' });
      for (const t of prepareTasks({ id: 9, type: 'prepare', spec, reference })) t();
      for (const t of prepareTasks({ id: 9, type: 'prepare', spec, reference, part: { index: 1, count: 2 } })) t();
    }
    expect(gradeAll()).toEqual(before);
  }, 120_000);
});

describe('warm-up tasks, one test each', () => {
  it('split a grading into one part per test, within a worker\'s share, that join into the whole grading', () => {
    const { spec, reference, submissions } = load('05-compaction-and-loops/02-until-all-done');
    const n = concreteTests(spec, false).length;
    expect(n).toBe(10); // 4 fixed tests and 6 random ones (exercise.json)
    expect(testParts(spec)).toEqual(Array.from({ length: n }, (_, t) => ({ index: t, count: n })));
    // Two workers: tests 1, 3, 5, ... for the second; the shares cover every test once.
    expect(testParts(spec, { index: 1, count: 2 }).map((p) => p.index)).toEqual([1, 3, 5, 7, 9]);
    const engine = browserEngine();
    for (const submission of submissions.slice(0, 3)) {
      const parts = testParts(spec).map((p) => gradePart(engine, spec, reference, submission, {}, p));
      expect(JSON.stringify(mergeParts(spec, parts))).toBe(JSON.stringify(gradeWith(engine, spec, reference, submission)));
    }
  }, 60_000);

  it('a page\'s prepare request does not hold the warm-up back; a learner\'s request does', () => {
    const { spec, reference } = load('14-cooperative-groups/01-tile-row-sums');
    const { timer, advance } = fakeTimer();
    const ran: string[] = [];
    const w = new Warmup([() => { ran.push('corpus'); }], timer);
    w.start();
    // prepare: answered at once; its tasks (one per test) come first, with no quiet time.
    expect(serveRequest(w, { id: 1, type: 'prepare', spec, reference })).toEqual({ id: 1, type: 'prepare' });
    const tests = concreteTests(spec, false).length;
    expect(w.remaining).toBe(tests + 1);
    advance(0);
    expect(w.remaining).toBe(0);
    // A learner's check request: the next task waits WARMUP_QUIET_MS after it.
    w.add(() => { ran.push('later'); });
    const r = serveRequest(w, { id: 2, type: 'check', source: 'export function kernel() {}' });
    expect(r.type).toBe('check');
    advance(WARMUP_QUIET_MS - 1);
    expect(ran).toEqual(['corpus']);
    advance(1);
    expect(ran).toEqual(['corpus', 'later']);
  }, 60_000);
});

describe('warm-up rounds', () => {
  it('runs each add\'s tasks `rounds` times in all, in the order added, after the corpus', () => {
    const { timer, advance } = fakeTimer();
    const ran: string[] = [];
    const w = new Warmup([() => { ran.push('corpus'); }], timer, () => {}, { rounds: 3 });
    w.add(() => { ran.push('a1'); }, () => { ran.push('a2'); });
    w.add(() => { ran.push('b'); });
    w.start();
    advance(0);
    expect(ran).toEqual(['a1', 'a2', 'b', 'corpus', 'a1', 'a2', 'b', 'a1', 'a2', 'b']);
    expect(w.remaining).toBe(0);
    advance(10_000);
    expect(ran.length).toBe(10);
  });

  it('starts no round once the tasks have taken the budget', () => {
    let t = 0;
    const due: (() => void)[] = [];
    const timer = { setTimeout: (fn: () => void) => { due.push(fn); }, now: () => t };
    const ran: number[] = [];
    // Each task takes 40 ms of the clock; the budget is 100 ms.
    const w = new Warmup([], timer, () => {}, { rounds: 10, budgetMs: 100 });
    w.add(() => { ran.push(1); t += 40; });
    w.start();
    while (due.length > 0) due.shift()!();
    // 40, 80: under the budget, so a third round starts (120 ms); no fourth.
    expect(ran).toEqual([1, 1, 1]);
  });

  it('a request still holds every round back, and a task that throws ends the rounds', () => {
    const { timer, advance } = fakeTimer();
    const ran: string[] = [];
    const errors: unknown[] = [];
    const w = new Warmup([], timer, (e) => errors.push(e), { rounds: 4 });
    let calls = 0;
    w.add(() => { ran.push('x'); calls++; if (calls === 2) throw new Error('broken'); });
    w.start();
    advance(0);
    expect(ran).toEqual(['x', 'x']);
    expect(errors.length).toBe(1);
    advance(10_000);
    expect(ran).toEqual(['x', 'x']);

    const ran2: string[] = [];
    const w2 = new Warmup([], timer, () => {}, { rounds: 2 });
    w2.requestStarted();
    w2.add(() => { ran2.push('y'); });
    advance(1000);
    expect(ran2).toEqual([]);
    w2.requestEnded();
    advance(WARMUP_QUIET_MS - 1);
    expect(ran2).toEqual([]);
    advance(1);
    expect(ran2).toEqual(['y', 'y']);
  });
});
