/**
 * The browser engine's reference cache (src/worker/engine.ts, rule 4): a reference run is
 * served from the cache exactly when the program, launch, arguments and options are the
 * same, element for element and bit for bit; anything else runs the simulator.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ArgValue } from '../../../src/sim';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/sim', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/sim')>();
  return { ...real, runProgram: (...a: Parameters<typeof real.runProgram>) => { calls.n++; return real.runProgram(...a); } };
});
const { browserEngine } = await import('../../../src/worker/engine');

const REFERENCE = `export function kernel(a: float[], b: long[], out: float[]) {
  const i = threadIdx.x;
  out[i] = a[i] * 2.0 + float(b[i]);
}`;
const launch = { grid: [1, 1, 1] as [number, number, number], block: [4, 1, 1] as [number, number, number] };
const args = (a: number[], b: (number | bigint)[]): Record<string, ArgValue> => ({
  a: { kind: 'array', type: 'float', data: a },
  b: { kind: 'array', type: 'long', data: b },
  out: { kind: 'array', type: 'float', data: [0, 0, 0, 0] },
});

/** Simulations `inputs` cost on an engine that already ran the reference on `first`. */
function runsAfter(first: Record<string, ArgValue>, inputs: Record<string, ArgValue>): number {
  const engine = browserEngine(REFERENCE, '// a submission');
  const program = engine.compile(REFERENCE).program!;
  engine.runProgram(program, launch, first);
  const before = calls.n;
  const r = engine.runProgram(program, launch, inputs);
  expect(r.ok).toBe(true);
  return calls.n - before;
}

describe('the reference cache', () => {
  it('serves equal inputs (fresh copies of the same numbers) without simulating again, with the same outputs', () => {
    const engine = browserEngine(REFERENCE, '// a submission');
    const program = engine.compile(REFERENCE).program!;
    const first = engine.runProgram(program, launch, args([0.1, 1.5, -3, 1e-30], [1, 2n ** 40n, -3, 4]));
    const before = calls.n;
    const again = engine.runProgram(program, launch, args([0.1, 1.5, -3, 1e-30], [1, 2n ** 40n, -3, 4]));
    expect(calls.n).toBe(before);
    expect(again.args).toEqual(first.args);
  });

  it('simulates again when one float differs only in the sign of zero, or in its last bit', () => {
    expect(runsAfter(args([0, 1, 2, 3], [1, 2, 3, 4]), args([-0, 1, 2, 3], [1, 2, 3, 4]))).toBe(1);
    expect(runsAfter(args([0.1, 1, 2, 3], [1, 2, 3, 4]), args([0.1 + 2 ** -56, 1, 2, 3], [1, 2, 3, 4]))).toBe(1);
  });

  it('simulates again when a 64-bit element differs (values kept as their digits)', () => {
    expect(runsAfter(args([0, 1, 2, 3], [1, 2n ** 60n, 3, 4]), args([0, 1, 2, 3], [1, 2n ** 60n + 1n, 3, 4]))).toBe(1);
  });

  it('keeps arrays apart by length: one more element is another key, even with the same leading bits', () => {
    const engine = browserEngine(REFERENCE, '// a submission');
    const program = engine.compile(REFERENCE).program!;
    engine.runProgram(program, launch, args([1, 2, 3, 4], [1, 2, 3, 4]));
    const before = calls.n;
    engine.runProgram(program, launch, { ...args([1, 2, 3, 4], [1, 2, 3, 4]), a: { kind: 'array', type: 'float', data: [1, 2, 3, 4, 0] } });
    expect(calls.n - before).toBe(1);
  });
});
