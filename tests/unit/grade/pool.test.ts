/** Worker threads: a submission that runs past the wall-clock limit is stopped by
 * terminating its worker, and the jobs after it are still graded. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadExercise, runPool, type Job } from '../../../src/grader/batch';

const ex = loadExercise(join(process.cwd(), 'content'), '03-shuffles/01-broadcast');
if ('error' in ex) throw new Error(ex.error);
const job = (index: number, source: string, steps: number): Job => ({ index, id: ex.id, points: 10, spec: { ...ex.spec, budget: steps }, reference: ex.reference, source, hidden: false, steps });
const forever = 'export function kernel(values: float[], src: int, out: float[]) {\n  let i = 0;\n  while (true) { i += 1; }\n}\n';

describe('the worker pool', () => {
  it('stops a job at its wall-clock limit and grades the next one', async () => {
    // A budget of 10^9 lane-steps takes the simulator far longer than the 1 s limit.
    const results = await runPool([job(0, forever, 1_000_000_000), job(1, ex.reference, 20_000_000)], { workers: 1, timeoutMs: 1000 });
    expect(results[0]!.score).toBe(0);
    expect(results[0]!.message).toBe('stopped after 1 s of wall-clock time (the limit per exercise): the submission runs too long');
    expect(results[1]!.score).toBe(10);
  }, 120_000);

  it('keeps results in job order when two workers finish out of order', async () => {
    const results = await runPool([job(0, forever, 3_000_000), job(1, ex.reference, 20_000_000), job(2, '', 1000)], { workers: 2, timeoutMs: 60_000 });
    expect(results.map((r) => r.id)).toEqual([ex.id, ex.id, ex.id]);
    expect(results[1]!.score).toBe(10);
    expect(results[0]!.items[0]!.message).toContain('budget of 3,000,000 lane-steps');
  }, 120_000);
});
