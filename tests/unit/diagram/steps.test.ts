/**
 * Steps of a step-through from hand-built traces: convergence groups follow the rules of
 * Independent Thread Scheduling (Programming Guide §7.1, §20.6.2; PTX ISA §3.2): a divergent branch splits the
 * active lanes into groups, they run one group at a time, reconvergence merges them,
 * exited lanes leave every group. Expected values are derived by hand from those rules.
 */
import { describe, expect, it } from 'vitest';
import { buildSteps, laneRanges, lanesInText } from '../../../src/diagram/steps';
import type { StepTrace } from '../../../src/diagram/trace-data';
import type { Diagnostic } from '../../../src/lang/diagnostics';
import type { TraceOp } from '../../../src/sim/types';

const F = 0xffffffff;
const nul = (): null[] => new Array<null>(32).fill(null);

/** A trace op with the fields the steps read; the per-lane arrays hold nothing. */
function op(seq: number, kind: string, line: number, mask: number, active: number, extra: Partial<TraceOp> = {}): TraceOp {
  return {
    seq, kind, mask, participants: kind === 'diverge' || kind === 'reconverge' ? active : active & mask, activeGroup: active, exited: 0,
    line, column: 1, lines: nul(), operands: nul(), operands2: nul(), widths: nul(), sources: nul(), results: nul(),
    undefinedResult: new Array<boolean>(32).fill(false), ...extra,
  };
}

function trace(ops: TraceOp[], diagnostics: Diagnostic[] = [], threads = 32): StepTrace {
  const warps = Math.ceil(threads / 32);
  return {
    label: 'test', launch: { grid: [1, 1, 1], block: [threads, 1, 1] }, block: [0, 0, 0], initialWarp: 0, diagnostics,
    warps: Array.from({ length: warps }, (_, w) => ({ warp: w, validLanes: F, ops: w === 0 ? ops : [], omitted: 0 })),
  };
}

const thread = (lane: number, warp = 0) => ({ block: [0, 0, 0] as [number, number, number], thread: [warp * 32 + lane, 0, 0] as [number, number, number], lane });

describe('step-through steps', () => {
  // if (lane < 16) { v = __shfl_down_sync(0x0000ffff, v, 1); } else { ... }  (line 4 / 5)
  // v += __shfl_xor_sync(0xffffffff, v, 1);                                  (line 9)
  const ifElse = [
    op(0, 'diverge', 4, F, F, { groups: [0x0000ffff, 0xffff0000] }),
    op(1, '__shfl_down_sync', 5, 0x0000ffff, 0x0000ffff),
    op(2, 'reconverge', 4, F, F, { groups: [0x0000ffff, 0xffff0000] }),
    op(3, '__shfl_xor_sync', 9, F, F),
  ];

  it('splits the warp into lanes 0–15 and 16–31 at an `if` and names neither as running at the split', () => {
    const [split] = buildSteps(trace(ifElse), 0);
    expect(split!.groups).toEqual([{ lanes: 0x0000ffff, running: false }, { lanes: 0xffff0000, running: false }]);
    expect(split!.caption).toBe('diverge: lanes 0–31 split into 0–15 | 16–31, line 4');
  });

  it('runs the `__shfl_down_sync` of lanes 0–15 while lanes 16–31 wait as another group', () => {
    const s = buildSteps(trace(ifElse), 0)[1]!;
    expect(s.groups).toEqual([{ lanes: 0x0000ffff, running: true }, { lanes: 0xffff0000, running: false }]);
    expect(s.caption).toBe('__shfl_down_sync mask 0x0000ffff, line 5');
    expect(s.line).toBe(5);
  });

  it('links the split to the step where its lanes reconverge, and back', () => {
    const steps = buildSteps(trace(ifElse), 0);
    expect(steps[0]!.reconvergeStep).toBe(2);
    expect(steps[2]!.divergeStep).toBe(0);
    expect(steps[2]!.groups).toEqual([{ lanes: F, running: true }]);
    expect(steps[3]!.groups).toEqual([{ lanes: F, running: true }]);
  });

  it('drops exited lanes from every group (lane 0 returned before the shuffle)', () => {
    const steps = buildSteps(trace([
      op(0, 'diverge', 7, F, F, { groups: [0x1, 0xfffffffe] }),
      op(1, '__shfl_up_sync', 10, F, 0xfffffffe, { exited: 0x1 }),
    ]), 0);
    expect(steps[1]!.groups).toEqual([{ lanes: 0xfffffffe, running: true }]);
    expect(steps[1]!.exited).toBe(1);
    expect(steps[0]!.reconvergeStep).toBeNull();
  });

  it('ends a deadlock with a step naming where each lane waits (the diagnostic and its related line)', () => {
    const d: Diagnostic = {
      kind: 'deadlock', code: 'E-DEADLOCK', severity: 'error', line: 5, column: 9,
      message: 'deadlock: lanes 0–15 wait at line 5 in `__shfl_down_sync`; mask 0xffffffff also names lanes 16–31, which never arrive',
      threads: Array.from({ length: 16 }, (_, l) => thread(l)),
      related: [{ message: 'lanes 16–31 wait here in `__syncthreads()`', line: 7, column: 5 }],
    };
    const steps = buildSteps(trace([op(0, 'diverge', 4, F, F, { groups: [0x0000ffff, 0xffff0000] })], [d]), 0);
    expect(steps).toHaveLength(2);
    const last = steps[1]!;
    expect(last.type).toBe('deadlock');
    expect(last.sites.map((s) => [s.line, s.lanes >>> 0])).toEqual([[5, 0x0000ffff], [7, 0xffff0000]]);
    expect(last.caption).toBe('deadlock: where each lane waits, line 5 and line 7');
  });

  it('ends a race with a step naming the two accesses', () => {
    const d: Diagnostic = {
      kind: 'race', code: 'E-RACE-WR', severity: 'error', line: 6, column: 3, message: 'race on `s[0]`: lane 1 writes it',
      threads: [thread(1)], related: [{ message: 'lane 0 reads it here', line: 8, column: 3, threads: [thread(0)] }],
    };
    const last = buildSteps(trace([op(0, '__syncwarp', 5, F, F)], [d]), 0).at(-1)!;
    expect(last.type).toBe('race');
    expect(last.sites.map((s) => [s.line, s.lanes])).toEqual([[6, 0b10], [8, 0b01]]);
  });

  it('leaves out a deadlock of another warp', () => {
    const d: Diagnostic = { kind: 'deadlock', code: 'E-DEADLOCK', severity: 'error', line: 5, column: 1, message: 'deadlock: warp 1 lanes 0–31 wait', threads: [thread(0, 1)] };
    expect(buildSteps(trace([op(0, '__syncwarp', 5, F, F)], [d], 64), 0)).toHaveLength(1);
  });

  it('gives no steps for a warp that was not traced', () => {
    expect(buildSteps(trace(ifElse), 3)).toEqual([]);
  });
});

describe('lane ranges in words', () => {
  it.each([
    [0x0000ffff, '0–15'],
    [0x80000001, '0, 31'],
    [0b1011, '0–1, 3'],
    [0, 'none'],
  ])('writes %i as "%s"', (mask, text) => {
    expect(laneRanges(mask)).toBe(text);
  });

  it.each([
    ['lanes 16–31 wait here', 0xffff0000],
    ['lane 3 reads it', 0b1000],
    ['lanes 0–1, 5 wait at line 2', 0b100011],
    ['every lane', 0],
  ])('reads the lanes of "%s"', (text, mask) => {
    expect(lanesInText(text)).toBe(mask);
  });
});
