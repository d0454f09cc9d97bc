/**
 * Bounds a launch meets before and while it runs: the work a launch may ask for (one
 * warp per 32 lane-steps of the budget), CUDA's grid limits, and `printf` output bounded
 * in bytes as well as in lines. Expected values are derived by hand in each test.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { LaunchError, launchTooLarge, runProgram } from '../../../src/sim';
import type { LaunchConfig } from '../../../src/sim';

const EMPTY = compile('export function kernel(out: int[]) {\n}\n').program!;
const out1 = () => ({ out: { kind: 'array' as const, type: 'int' as const, data: new Int32Array(1) } });
const launch = (grid: [number, number, number], block: [number, number, number]): LaunchConfig => ({ grid, block });

describe('the work a launch may ask for', () => {
  it('refuses `--grid 65535,65535` up front under the default budget, naming the warps and the bound', () => {
    // 65535 * 65535 = 4,294,836,225 blocks of one warp; 200,000,000 / 32 = 6,250,000 warps.
    const r = runProgram(EMPTY, launch([65535, 65535, 1], [32, 1, 1]), out1());
    expect(r.ok).toBe(false);
    expect(r.counts.laneSteps).toBe(0);
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}`)).toEqual(['E-LAUNCH-SIZE@1']);
    expect(r.diagnostics[0]!.kind).toBe('budget');
    expect(r.diagnostics[0]!.message).toContain('4,294,836,225 warps');
    expect(r.diagnostics[0]!.message).toContain('at most 6,250,000 warps');
  });

  it('runs a launch of exactly budget / 32 full warps and refuses one warp more', () => {
    // An empty kernel: each of the 32 lanes of a warp takes one step (its exit).
    expect(runProgram(EMPTY, launch([100, 1, 1], [32, 1, 1]), out1(), { budget: 3200 }))
      .toMatchObject({ ok: true, diagnostics: [], counts: { laneSteps: 3200 } });
    const over = runProgram(EMPTY, launch([101, 1, 1], [32, 1, 1]), out1(), { budget: 3200 });
    expect(over.diagnostics.map((d) => d.code)).toEqual(['E-LAUNCH-SIZE']);
    expect(over.counts.laneSteps).toBe(0);
  });

  it('counts a partial warp as a whole warp (a 33-thread block is two warps)', () => {
    expect(launchTooLarge(launch([50, 1, 1], [33, 1, 1]), 3200)).toBeNull(); // 100 warps
    expect(launchTooLarge(launch([51, 1, 1], [33, 1, 1]), 3200)).toContain('102 warps (51 blocks of 2)');
  });

  it('keeps CUDA’s grid limits: gridDim.y and gridDim.z at most 65535', () => {
    expect(() => runProgram(EMPTY, launch([1, 65536, 1], [1, 1, 1]), out1())).toThrow(LaunchError);
    expect(() => runProgram(EMPTY, launch([1, 1, 65536], [1, 1, 1]), out1())).toThrow('gridDim.z may be at most 65,535');
  });
});

describe('printf output bounded in bytes', () => {
  // Each call prints `%500d\n`: 500 characters and a line end, 501 bytes.
  const src = 'export function kernel(out: int[]) {\n  for (let i: int = 0; i < 100; i++) {\n    printf("%500d\\n", i);\n  }\n}\n';
  const program = compile(src).program!;

  it('keeps whole lines up to 1 MiB and says, at the printf call, how many were dropped', () => {
    // 32 lanes x 100 calls = 3200 lines; floor(1,048,576 / 501) = 2092 kept, 1108 dropped.
    const r = runProgram(program, launch([1, 1, 1], [32, 1, 1]), out1());
    expect(r.printf).toHaveLength(2092);
    expect(r.printf.every((line) => line.length === 501)).toBe(true);
    const note = r.diagnostics.find((d) => d.code === 'N-PRINTF-DROPPED')!;
    expect([note.line, note.column]).toEqual([3, 5]);
    expect(note.message).toContain('1,108 further printf lines');
    expect(note.message).toContain('1,048,576 bytes');
  });

  it('takes a smaller byte bound from the options', () => {
    // floor(5000 / 501) = 9 lines.
    const r = runProgram(program, launch([1, 1, 1], [32, 1, 1]), out1(), { maxPrintfBytes: 5000 });
    expect(r.printf).toHaveLength(9);
    expect(r.diagnostics.find((d) => d.code === 'N-PRINTF-DROPPED')!.message).toContain('3,191 further');
  });

  it('names the line bound when that is the one reached', () => {
    const r = runProgram(program, launch([1, 1, 1], [32, 1, 1]), out1(), { maxPrintf: 10 });
    expect(r.printf).toHaveLength(10);
    const note = r.diagnostics.find((d) => d.code === 'N-PRINTF-DROPPED')!;
    expect(note.message).toContain('3,190 further');
    expect(note.message).toContain('at most 10 lines');
  });
});

describe('diagnostics over the bound', () => {
  it('places the note about dropped diagnostics at the first one dropped, not at 1:1', () => {
    // Lane 0 stops at line 2 and lane 1 at line 3, each with an out-of-bounds store.
    const src = 'export function kernel(out: int[]) {\n  if (threadIdx.x == 0) out[100] = 1;\n  if (threadIdx.x == 1) out[200] = 2;\n}\n';
    const program = compile(src).program!;
    const all = runProgram(program, launch([1, 1, 1], [32, 1, 1]), out1());
    expect(all.diagnostics.map((d) => d.line)).toEqual([2, 3]);
    const capped = runProgram(program, launch([1, 1, 1], [32, 1, 1]), out1(), { maxDiagnostics: 1 });
    const note = capped.diagnostics.find((d) => d.code === 'N-DIAGNOSTICS-DROPPED')!;
    expect([note.line, note.column]).toEqual([3, all.diagnostics[1]!.column]);
    expect(note.message).toContain('1 further diagnostics');
  });
});

describe('where a run stopped by its budget left its lanes', () => {
  // Lanes 0–15 wait in `__syncwarp` once, then both halves loop forever on line 3. Every lane
  // is running at line 3 when the budget ends the run, so the message names them together,
  // whatever the halves waited in before and in either tier (src/sim/core/tier.ts).
  const SPIN = `export function kernel(out: int[]) {
  const lane = int(threadIdx.x);
  if (lane < 16) { __syncwarp(0x0000ffff); while (true) { out[lane] = 1; } } else { while (true) { out[lane] = 2; } }
}`;
  for (const tier of ['fast', 'precise'] as const) {
    it(`names running lanes by line only (${tier} tier)`, () => {
      const program = compile(SPIN).program!;
      const r = runProgram(program, launch([1, 1, 1], [32, 1, 1]), { out: { kind: 'array', type: 'int', data: new Int32Array(32) } }, { budget: 5000, tier });
      const budget = r.diagnostics.find((d) => d.code === 'E-BUDGET')!;
      expect(budget.message).toContain('lanes 0–31 were still running at line 3');
      expect(budget.related!.map((x) => x.message)).toEqual(['lanes 0–31 still running here']);
    });
  }
});
