import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../../src/worker/handle';
import { SimPool, nextPart, poolSize } from '../../../src/worker/pool';
import type { SimClient } from '../../../src/worker/client';
import type { WorkerRequestBody } from '../../../src/worker/protocol';
import { exerciseSpec } from '../../../src/schema/exercise';

const json = (x: unknown): string => JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/** A client served by the real request handler (as its worker would serve it), recording
 * what it was sent and the abort signals it was given. */
function fakeClient(fail?: Error, delay?: () => number) {
  const sent: WorkerRequestBody[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  let id = 0;
  const client = {
    warm() {},
    request(body: WorkerRequestBody, _timeout?: number, signal?: AbortSignal) {
      sent.push(body);
      signals.push(signal);
      if (fail && body.type === 'gradePart') return Promise.reject(fail);
      // A structured clone, as a message between page and worker is.
      const answer = structuredClone(handleRequest({ ...body, id: ++id } as never));
      // With `delay`: answered after that many ms, so answers come back out of order.
      return delay ? new Promise((resolve) => setTimeout(() => resolve(answer), delay())) : Promise.resolve(answer);
    },
  };
  return { client: client as unknown as SimClient, sent, signals };
}

const CONTENT = join(import.meta.dirname, '../../../content');
const SAMPLE = ['05-compaction-and-loops/02-until-all-done', '12-scans/03-segmented-scan', '14-cooperative-groups/05-tile-argmax'];

describe('SimPool: a grading split across workers', () => {
  it('sizes the pool one worker per core but one, two on two or three cores, from one to four', () => {
    expect([undefined, 0, 1, 2, 3, 4, 5, 8, 64].map(poolSize)).toEqual([1, 1, 1, 2, 2, 3, 4, 4, 4]);
  });

  it('is idle for as long as its least idle worker', () => {
    const idle = (ms: number) => ({ idleFor: () => ms }) as unknown as SimClient;
    expect(new SimPool([idle(Infinity), idle(Infinity)]).idleFor(0)).toBe(Infinity);
    expect(new SimPool([idle(800), idle(0), idle(Infinity)]).idleFor(0)).toBe(0);
    expect(new SimPool([idle(Infinity), idle(1200), idle(300)]).idleFor(0)).toBe(300);
  });

  it('gives the report, step-through trace and tables of one worker, for passing and failing submissions', async () => {
    for (const id of SAMPLE) {
      const dir = join(CONTENT, id.replace('/', '/exercises/'));
      const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
      const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
      const wrong = readdirSync(join(dir, 'wrong')).sort().map((f) => readFileSync(join(dir, 'wrong', f), 'utf8'));
      for (const submission of [`// mine\n${reference}`, ...wrong]) {
        const one = handleRequest({ id: 1, type: 'grade', spec, reference, submission, trace: true });
        if (one.type !== 'grade') throw new Error(one.type);
        for (const n of [2, 3]) {
          // Answers back in order of sending for n = 2; out of order (seeded delays) for n = 3.
          let seed = 7 * n;
          const delay = n === 3 ? () => ((seed = (seed * 1103515245 + 12345) % 2147483648) % 4) : undefined;
          const fakes = Array.from({ length: n }, () => fakeClient(undefined, delay));
          const pool = new SimPool(fakes.map((f) => f.client));
          const got = await pool.grade({ spec, reference, submission, trace: true });
          expect(json(got.report), `${id}, ${n} workers`).toBe(json(one.report));
          expect(json(got.trace), `${id}, ${n} workers: trace`).toBe(json(one.trace));
          // The tests were handed out in parts, each test once, in order, every worker given some.
          const parts = fakes.map((f) => f.sent.flatMap((b) => (b.type === 'gradePart' && 'tests' in b.part ? [b.part.tests] : [])));
          expect(parts.every((p) => p.length > 0), `${id}, ${n} workers: every worker graded`).toBe(true);
          expect(parts.flat(2).sort((a, b) => a - b)).toEqual(Array.from({ length: spec.tests.fixed.length + spec.tests.random.count }, (_, t) => t));
          for (const p of parts) for (let i = 1; i < p.length; i++) expect(p[i]![0]!).toBeGreaterThan(p[i - 1]!.at(-1)!);
          expect(got.deferred).toEqual(one.deferred?.tests ?? []);
          for (const test of got.deferred) {
            const want = handleRequest({ id: 2, type: 'tables', key: one.deferred!.key, test });
            expect(json(await got.tables(test)), `${id}: tables of test ${test}`).toBe(json(want.type === 'tables' ? want.tables : null));
          }
        }
      }
    }
  }, 120_000);

  it("with trace: 'failing', traces a failing replay as trace: true does, and no passing one (the page asks for it later)", async () => {
    const id = SAMPLE[1]!;
    const dir = join(CONTENT, id.replace('/', '/exercises/'));
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
    const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
    const wrong = readFileSync(join(dir, 'wrong', readdirSync(join(dir, 'wrong')).sort()[0]!), 'utf8');
    for (const [submission, passes] of [[`// mine\n${reference}`, true], [wrong, false]] as const) {
      const eager = handleRequest({ id: 1, type: 'grade', spec, reference, submission, trace: true });
      const lazy = handleRequest({ id: 2, type: 'grade', spec, reference, submission, trace: 'failing' });
      if (eager.type !== 'grade' || lazy.type !== 'grade') throw new Error('not a grade response');
      expect(eager.report.passed).toBe(passes);
      expect(eager.trace).toBeTruthy();
      expect(json(lazy.report)).toBe(json(eager.report));
      expect('trace' in lazy, `${passes ? 'passing' : 'failing'}: one worker`).toBe(!passes);
      if (!passes) expect(json(lazy.trace)).toBe(json(eager.trace));
      for (const n of [1, 2, 3]) {
        const fakes = Array.from({ length: n }, () => fakeClient());
        const got = await new SimPool(fakes.map((f) => f.client)).grade({ spec, reference, submission, trace: 'failing' });
        expect(json(got.report)).toBe(json(eager.report));
        expect(json(got.trace), `${n} workers`).toBe(passes ? undefined : json(eager.trace));
        if (passes) {
          // No replay was run for it: no part traced, and no trace request went out.
          expect(fakes.flatMap((f) => f.sent).filter((b) => b.type === 'trace' || ('trace' in b && b.trace === true))).toEqual([]);
          // What the page asks for when the test is opened is the trace the eager grading gave.
          const later = handleRequest({ id: 3, type: 'trace', spec, submission, replay: eager.report.replay!, block: 0 });
          expect(json(later.type === 'trace' ? later.trace : null)).toBe(json(eager.trace));
        }
      }
    }
  }, 60_000);

  it('traces a passing part only where the report can replay it, and fetches a passing replay no part traced', async () => {
    const spec = exerciseSpec.parse({
      title: 'Doubles', summary: 'Doubles each value.', launch: { grid: 1, block: 32 },
      params: [{ name: 'values', type: 'int[]', length: 'threads' }, { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 }],
      tests: { fixed: [3, 1, 2, 4].map((v) => ({ name: `value ${v}`, args: { values: { kind: 'constant', value: v } } })) },
    });
    const good = 'export function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = values[threadIdx.x] * 2;\n}';
    // The reference fails test 0 (value 3): that test does not run, the report replays test 1.
    const reference = 'export function kernel(values: int[], out: int[]) {\n  if (values[threadIdx.x] == 3) { out[threadIdx.x + 1000] = 0; }\n  out[threadIdx.x] = values[threadIdx.x] * 2;\n}';
    for (const [ref, replayed] of [[good, 0], [reference, 1]] as const) {
      const one = handleRequest({ id: 1, type: 'grade', spec, reference: ref, submission: good, trace: true });
      if (one.type !== 'grade') throw new Error(one.type);
      expect(one.report.replay?.test).toBe(replayed);
      expect(one.trace).not.toBeNull();
      const fakes = [fakeClient(), fakeClient()];
      const got = await new SimPool(fakes.map((f) => f.client)).grade({ spec, reference: ref, submission: good, trace: true });
      expect(json(got.report)).toBe(json(one.report));
      expect(json(got.trace), `replay of test ${replayed}`).toBe(json(one.trace));
      // A passing part without test 0 (tests 1 and 3) traces nothing. Only when the report
      // replays test 1 does the first worker get a trace request (and no other worker).
      const part1 = handleRequest({ id: 9, type: 'gradePart', spec, reference: ref, submission: good, trace: true, part: { tests: [1, 3] } });
      expect(part1.type === 'gradePart' ? part1.trace : 'other').toBeNull();
      expect(fakes.map((f) => f.sent.filter((b) => b.type === 'trace').length)).toEqual(replayed === 0 ? [0, 0] : [1, 0]);
      expect(fakes.every((f) => f.sent.some((b) => b.type === 'gradePart'))).toBe(true);
    }
  });

  it('takes the trace from the worker that graded the replayed test (a runaway third test)', async () => {
    const spec = exerciseSpec.parse({
      title: 'Doubles', summary: 'Doubles each value.', launch: { grid: 1, block: 32 }, budget: 20_000,
      params: [{ name: 'values', type: 'int[]', length: 'threads' }, { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 }],
      tests: { fixed: [1, 2, -1, 3].map((v) => ({ name: `value ${v}`, args: { values: { kind: 'constant', value: v } } })) },
    });
    const reference = 'export function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = values[threadIdx.x] * 2;\n}';
    const submission = 'export function kernel(values: int[], out: int[]) {\n  let x = values[threadIdx.x];\n  while (x != 0) { x = x - 1; }\n  out[threadIdx.x] = values[threadIdx.x] * 2;\n}';
    const one = handleRequest({ id: 1, type: 'grade', spec, reference, submission, trace: true });
    if (one.type !== 'grade') throw new Error(one.type);
    expect(one.report.replay?.test).toBe(2);
    expect(one.trace).not.toBeNull();
    for (const n of [2, 3, 4]) {
      const got = await new SimPool(Array.from({ length: n }, () => fakeClient().client)).grade({ spec, reference, submission, trace: true });
      expect(json(got.report), `${n} workers`).toBe(json(one.report));
      expect(json(got.trace), `${n} workers: trace`).toBe(json(one.trace));
      // A part that ran a test after the runaway one offers no tables for it ("not run").
      expect(got.deferred, `${n} workers: deferred`).toEqual(one.deferred?.tests ?? []);
    }
  });

  it('hands out parts of half an even share of the tests left, at least one', () => {
    // 10 tests, 2 workers: 3, 2, 2, 1, 1, 1 (the last parts single tests).
    const sizes: number[] = [];
    for (let left = 10; left > 0; left -= sizes.at(-1)!) sizes.push(nextPart(left, 2));
    expect(sizes).toEqual([3, 2, 2, 1, 1, 1]);
    expect([nextPart(1, 4), nextPart(16, 4), nextPart(7, 1)]).toEqual([1, 2, 4]);
  });

  it('splits the next grading of an exercise whose last grading was quick one part per worker, and a slow one in half shares', async () => {
    const dir = join(CONTENT, '09-warp-reduce/exercises/01-warp-sum');
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
    const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
    const n = spec.tests.fixed.length + spec.tests.random.count;
    const halves: number[] = [];
    for (let left = n; left > 0; left -= halves.at(-1)!) halves.push(nextPart(left, 2));
    // The page's clock: still, unless a part moves it on (a part that takes `cost` ms).
    let clock = 0;
    let cost = 0;
    const fakes = [fakeClient(), fakeClient()];
    const slowed = fakes.map((f) => ({ ...f.client, request: (b: WorkerRequestBody, t?: number, s?: AbortSignal) => { clock += cost; return f.client.request(b as never, t, s); } }) as unknown as SimClient);
    const pool = new SimPool(slowed);
    const sizes = () => fakes.map((f) => f.sent.splice(0).flatMap((b) => (b.type === 'gradePart' && 'tests' in b.part ? [b.part.tests.length] : [])));
    const now = performance.now;
    performance.now = () => clock;
    try {
      const first = await pool.grade({ spec, reference, submission: reference });
      // No grading of it before: half shares.
      expect(sizes().flat().sort()).toEqual([...halves].sort());
      // That one took no time: quick, so one part per worker.
      cost = 100;
      const second = await pool.grade({ spec, reference, submission: reference });
      expect(sizes()).toEqual([[Math.ceil(n / 2)], [n - Math.ceil(n / 2)]]);
      // That one took 200 ms: half shares again. Every split gives the same report.
      cost = 0;
      const third = await pool.grade({ spec, reference, submission: reference });
      expect(sizes().flat().sort()).toEqual([...halves].sort());
      for (const r of [second, third]) expect(json(r.report)).toBe(json(first.report));
    } finally {
      performance.now = now;
    }
  });

  it('after a test uses up its step budget, hands out the tests left as one part that runs none of them', async () => {
    const spec = exerciseSpec.parse({
      title: 'Doubles', summary: 'Doubles each value.', launch: { grid: 1, block: 32 }, budget: 20_000,
      params: [{ name: 'values', type: 'int[]', length: 'threads' }, { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 }],
      tests: { fixed: [1, -1, 2, 3, 4, 5, 6, 7].map((v) => ({ name: `value ${v}`, args: { values: { kind: 'constant', value: v } } })) },
    });
    const reference = 'export function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = values[threadIdx.x] * 2;\n}';
    const submission = 'export function kernel(values: int[], out: int[]) {\n  let x = values[threadIdx.x];\n  while (x != 0) { x = x - 1; }\n  out[threadIdx.x] = values[threadIdx.x] * 2;\n}';
    const one = handleRequest({ id: 1, type: 'grade', spec, reference, submission, trace: true });
    if (one.type !== 'grade') throw new Error(one.type);
    const fakes = [fakeClient(), fakeClient()];
    const got = await new SimPool(fakes.map((f) => f.client)).grade({ spec, reference, submission, trace: true });
    expect(json(got.report)).toBe(json(one.report));
    expect(json(got.trace)).toBe(json(one.trace));
    // Worker 1 passed tests 2 and 3 before it heard of test 1: no tables are offered for them.
    expect(got.deferred).toEqual(one.deferred?.tests ?? []);
    expect(await got.tables(2)).toBeNull();
    // Worker 0 graded tests 0 and 1 (test 1 ran away); worker 1 had tests 2 and 3 in hand;
    // tests 4 to 7 went out as one part marked exhausted, and none of them ran.
    const parts = fakes.map((f) => f.sent.flatMap((b) => (b.type === 'gradePart' && 'tests' in b.part ? [b.part] : [])));
    expect(parts).toEqual([[{ tests: [0, 1] }, { tests: [4, 5, 6, 7], exhausted: true }], [{ tests: [2, 3] }]]);
    const rest = handleRequest({ id: 9, type: 'gradePart', spec, reference, submission, part: { tests: [4, 5, 6, 7], exhausted: true } });
    if (rest.type !== 'gradePart') throw new Error(rest.type);
    expect(rest.part.pieces.map((p) => [p.index, p.kind, p.countRuns.length])).toEqual([4, 5, 6, 7].map((t) => [t, 'skipped', 0]));
  });

  it('grades an exercise of fewer tests than workers, and a submission that does not compile, as one worker does', async () => {
    const spec = exerciseSpec.parse({
      title: 'Doubles', summary: 'Doubles each value.', launch: { grid: 1, block: 32 },
      params: [{ name: 'values', type: 'int[]', length: 'threads' }, { name: 'out', type: 'int[]', role: 'output', length: 'threads', fill: -1 }],
      tests: { fixed: [1, 2].map((v) => ({ name: `value ${v}`, args: { values: { kind: 'constant', value: v } } })) },
    });
    const reference = 'export function kernel(values: int[], out: int[]) {\n  out[threadIdx.x] = values[threadIdx.x] * 2;\n}';
    for (const submission of [reference, 'export function kernel(values: int[], out: int[]) {\n  out[0] = = 1;\n}']) {
      const one = handleRequest({ id: 1, type: 'grade', spec, reference, submission, trace: true });
      if (one.type !== 'grade') throw new Error(one.type);
      const fakes = [fakeClient(), fakeClient(), fakeClient()];
      const got = await new SimPool(fakes.map((f) => f.client)).grade({ spec, reference, submission, trace: true });
      expect(json(got.report)).toBe(json(one.report));
      expect(json(got.trace)).toBe(json(one.trace));
      expect(got.deferred).toEqual(one.deferred?.tests ?? []);
      // Two tests, one each for the first two workers; the third is sent nothing.
      expect(fakes.map((f) => f.sent.filter((b) => b.type === 'gradePart').length)).toEqual([1, 1, 0]);
    }
  });

  it('sends a grading to a pool of one as one `grade` request', async () => {
    const dir = join(CONTENT, '09-warp-reduce/exercises/01-warp-sum');
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
    const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
    const f = fakeClient();
    const got = await new SimPool([f.client]).grade({ spec, reference, submission: reference });
    expect(f.sent.map((b) => b.type)).toEqual(['grade']);
    expect(got.report.passed).toBe(true);
  });

  it('fails the grading with a part\'s error and stops the other parts', async () => {
    const dir = join(CONTENT, '09-warp-reduce/exercises/01-warp-sum');
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
    const reference = readFileSync(join(dir, 'solution.ts'), 'utf8');
    const ok = fakeClient();
    const bad = fakeClient(new Error('the worker crashed'));
    await expect(new SimPool([ok.client, bad.client]).grade({ spec, reference, submission: reference })).rejects.toThrow('the worker crashed');
    expect(ok.signals[0]?.aborted).toBe(true);
  });

  it('asks each worker to prepare its own part', () => {
    const dir = join(CONTENT, '09-warp-reduce/exercises/01-warp-sum');
    const spec = exerciseSpec.parse(JSON.parse(readFileSync(join(dir, 'exercise.json'), 'utf8')));
    const fakes = [fakeClient(), fakeClient()];
    new SimPool(fakes.map((f) => f.client)).prepare(spec, 'x');
    expect(fakes.map((f) => f.sent)).toEqual([[{ type: 'prepare', spec, reference: 'x', part: { index: 0, count: 2 } }], [{ type: 'prepare', spec, reference: 'x', part: { index: 1, count: 2 } }]]);
  });
});
