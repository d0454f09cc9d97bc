/**
 * The H200 readings of loops that poll a flag (`fixtures/probes4.jsonl`, from
 * `oracle/probes4/`): thread 32 waits for a flag that thread 0 sets with `atomicExch` after
 * writing `data[0] = 42` and a fence, then copies `data[0]` to `out[1]`; thread 0 writes
 * `out[0] = 7`. Each program was built `-O3` and `-G` and run with a 10 s limit.
 *
 * What the hardware does: a plain-load poll never ended in the `-O3` build (the SASS loads the
 * flag once and branches to an instruction that jumps to itself:
 * `oracle/raw/plain-poll-sass-2026-12-07.txt`), nor, for a setter in another block, in the
 * `-G` build; with an atomic read (or through `volatile`, which Warp TS lacks), or with a fence
 * in the loop body, the loop ended with out = [7, 42, 0].
 *
 * The verdicts: each plain poll that the H200 did not finish is `E-PLAIN-POLL` at the read
 * (docs/language.md §6 "Polls"); the atomic poll completes with the GPU's words and no
 * diagnostic; the poll with a fence completes on the GPU, but its plain loads of the flag race
 * with thread 0's `atomicExch` (an atomic update is a write, and nothing orders a plain load
 * with it: C++ [intro.races], PTX ISA §8.8), so the run reports the race and the loaded value
 * is undefined.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';
import type { Schedule } from '../../src/sim/types';

interface Run { build: 'O3' | 'G'; prog: string; rc: number; ms: number; line: { case: string; out: number[] } | null }

const lines = readFileSync(fileURLToPath(new URL('./fixtures/probes4.jsonl', import.meta.url)), 'utf8').split('\n').filter((l) => l.trim());
const header = JSON.parse(lines[0]!) as Record<string, unknown>;
const runs = lines.slice(1).map((l) => JSON.parse(l) as Run);
const twin = (prog: string): string => readFileSync(fileURLToPath(new URL(`./kernels/probes4/${prog}.ts`, import.meta.url)), 'utf8');
/** The launch of each program (`oracle/probes4/*.cu`). */
const GRID: Record<string, [number, number]> = {
  plain_poll_other_warp: [1, 64], plain_poll_counting: [1, 64], plain_poll_fence_body: [1, 64],
  atomic_poll_other_warp: [1, 64], volatile_poll_other_warp: [1, 64], plain_poll_other_block: [2, 32],
};
const SCHEDULES: Schedule[] = [{ kind: 'default' }, { kind: 'adversarial', seed: 1 }, { kind: 'adversarial', seed: 4 }];
const O3 = runs.filter((r) => r.build === 'O3');

function launch(prog: string, schedule: Schedule) {
  const c = compile(twin(prog));
  expect(c.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const [grid, block] = GRID[prog]!;
  return runProgram(c.program!, { grid: [grid, 1, 1], block: [block, 1, 1] }, {
    out: { kind: 'array', type: 'uint', data: new Uint32Array(3).fill(0xdeadbeef) },
    flag: { kind: 'array', type: 'int', data: [0] },
    data: { kind: 'array', type: 'int', data: [0] },
  }, { schedule });
}

describe('the H200 readings of flag polls (oracle/probes4)', () => {
  it('come from an H200, each program in both builds', () => {
    expect(header).toMatchObject({ device: 'NVIDIA H200', flags: { O3: '-O3 -arch=sm_90 -fmad=false', G: '-G -arch=sm_90 -fmad=false' } });
    expect(runs.map((r) => `${r.prog}/${r.build}`).sort()).toEqual(Object.keys(GRID).flatMap((p) => [`${p}/G`, `${p}/O3`]).sort());
    // A run that finished printed its words; one stopped by the limit printed none.
    for (const r of runs) expect([r.prog, r.rc === 0, r.line !== null]).toEqual([r.prog, r.rc !== 124, r.rc !== 124]);
  });

  // Warp TS has no `volatile`: that program is the control that shows a poll through memory
  // the compiler must read again ends; its twin would be the atomic poll.
  it('the volatile poll (no Warp TS twin) ended in both builds with out = [7, 42, 0]', () => {
    for (const r of runs.filter((x) => x.prog === 'volatile_poll_other_warp')) expect(r.line?.out).toEqual([7, 42, 0]);
  });

  for (const r of O3.filter((x) => x.rc === 124)) {
    it(`${r.prog}: the H200 -O3 build did not finish; the twin is E-PLAIN-POLL at the flag's read`, () => {
      const src = twin(r.prog);
      const c = compile(src);
      expect(c.program).toBeNull();
      const line = src.split('\n').findIndex((l) => l.includes('while (flag[0] == 0)')) + 1;
      expect(c.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['E-PLAIN-POLL', line, src.split('\n')[line - 1]!.indexOf('flag[0]') + 1]]);
      expect(c.diagnostics[0]!.hint).toContain('atomicAdd(flag, 0, 0)');
    });
  }

  it('the atomic poll: the GPU\'s words in both builds, and the twin\'s under every schedule, with no diagnostic', () => {
    const gpu = runs.filter((x) => x.prog === 'atomic_poll_other_warp');
    expect(gpu.map((r) => [r.rc, r.line?.out])).toEqual([[0, [7, 42, 0]], [0, [7, 42, 0]]]);
    for (const schedule of SCHEDULES) {
      const res = launch('atomic_poll_other_warp', schedule);
      expect(res.diagnostics).toEqual([]);
      expect(Array.from(res.args.out as ArrayLike<number>)).toEqual(gpu[0]!.line!.out);
    }
  });

  it('the poll with a fence in its body: completes on the GPU, but its plain reads of the flag race with the atomicExch', () => {
    const gpu = runs.filter((x) => x.prog === 'plain_poll_fence_body');
    expect(gpu.map((r) => [r.rc, r.line?.out])).toEqual([[0, [7, 42, 0]], [0, [7, 42, 0]]]);
    const src = twin('plain_poll_fence_body');
    const poll = src.split('\n').findIndex((l) => l.includes('while (flag[0] == 0)')) + 1;
    const exch = src.split('\n').findIndex((l) => l.includes('atomicExch(flag')) + 1;
    for (const schedule of SCHEDULES) {
      const res = launch('plain_poll_fence_body', schedule);
      // An atomic update is a write, and a plain load that nothing orders with it races with
      // it (C++ [intro.races]; docs/language.md §6): reported at the poll or at the
      // atomicExch, whichever came second in the schedule. A load that raced holds an
      // undefined value, and the poll's test of it stops thread 32 (E-UNDEFINED-BRANCH).
      const races = res.diagnostics.filter((d) => d.kind === 'race');
      expect(races.length).toBeGreaterThan(0);
      for (const d of races) {
        expect([poll, exch]).toContain(d.line);
        expect(d.message).toMatch(/global `flag\[0\]`.*updates it atomically/);
      }
      const out = Array.from(res.args.out as ArrayLike<number | null>);
      // Thread 0's word is the GPU's.
      expect(out[0]).toBe(gpu[0]!.line!.out[0]);
    }
  });
});
