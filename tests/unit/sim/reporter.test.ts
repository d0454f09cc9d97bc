/**
 * The run's diagnostics (src/sim/core/report.ts): one per (code, line, column), listing each
 * thread that made the mistake once, however often it made it (a lane in a loop).
 */
import { describe, expect, it } from 'vitest';
import { MAX_THREADS_PER_DIAGNOSTIC, Reporter } from '../../../src/sim/core/report';

const loc = { line: 3, column: 5 };
const t = (block: number, thread: number) => ({ block: [block, 0, 0] as [number, number, number], thread: [thread, 0, 0] as [number, number, number], lane: thread & 31 });

describe('Reporter', () => {
  it('lists a thread once, and counts every occurrence', () => {
    const r = new Reporter(100);
    for (const th of [t(0, 1), t(0, 1), t(1, 1), t(0, 1), t(0, 2)]) r.add('race', 'E-RACE-WR', 'error', loc, th, () => 'data race');
    const [d] = r.finish();
    expect(d!.threads).toEqual([t(0, 1), t(1, 1), t(0, 2)]);
    expect(d!.message).toBe('data race (5 occurrences in 3 threads)');
    expect(r.errors).toBe(5);
  });

  it('says when the list stopped at its limit', () => {
    const r = new Reporter(100);
    for (let k = 0; k < MAX_THREADS_PER_DIAGNOSTIC + 6; k++) r.add('race', 'E-RACE-WR', 'error', loc, t(0, k), () => 'data race');
    const [d] = r.finish();
    expect(d!.threads!.length).toBe(MAX_THREADS_PER_DIAGNOSTIC);
    expect(d!.message).toBe(`data race (${MAX_THREADS_PER_DIAGNOSTIC + 6} occurrences; the first ${MAX_THREADS_PER_DIAGNOSTIC} threads listed)`);
  });
});
