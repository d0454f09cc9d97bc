/**
 * Counted loops of a known trip count are unrolled (src/sim/compile/unroll.ts), as nvcc
 * unrolls them by default. Held here:
 *  - which loops qualify, and each iteration's counter value, derived by hand from the loop;
 *  - that unrolling changes nothing a learner or the grader sees: every test of every course
 *    exercise (reference, starter, wrong solutions), generated programs and generated
 *    counted loops in divergent code (with literal masks, unrolled, and masks made at run
 *    time, kept as written) give the same values, diagnostics, printf output and counts
 *    under the default schedule with and without unrolling (lane-steps aside: the compare,
 *    branch and update of each iteration are gone), and the same grade. (A result that
 *    depends on timing between warps may differ: docs/execution-model.md, "Counted loops".)
 *  - that lanes of different iterations meeting at one call of an unrolled loop are judged as
 *    in the loop as written (one call site, different passes: W-CROSS-INSTANCE).
 * The hardware, bug-report and course tests run with unrolling on.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exerciseIds, loadExercise } from '../../../src/grader/content/read';
import { concreteTests, gradeSubmission } from '../../../src/grader';
import { assemble } from '../../../src/grader/source';
import { compile } from '../../../src/lang';
import type { Program, Stmt } from '../../../src/lang/ir';
import { runProgram, type ArgValue, type LaunchConfig, type RunOptions } from '../../../src/sim';
import { compileUnrolling, unrollPlan } from '../../../src/sim/compile/unroll';
import { ARGS, mutated, program } from '../../fuzz/programs';
import { submissionsOf } from './helpers';

const ROOT = join(import.meta.dirname, '../../../content');

/** The run as text, lane-steps left out. */
function text(x: unknown): string {
  return JSON.stringify(x, (k, v: unknown) => (k === 'laneSteps' ? undefined : typeof v === 'bigint' ? `${v}n` : v));
}

function both(p: Program, launch: LaunchConfig, args: () => Record<string, ArgValue>, opts: RunOptions = {}): [string, string] {
  const run = (unroll: boolean): string => {
    try {
      return text(runProgram(p, launch, args(), { ...opts, unroll }));
    } catch (e) {
      return `threw ${(e as Error).message}`;
    }
  };
  return [run(true), run(false)];
}

/** The plans of the `for` loops of `src`'s kernel, in source order. */
function plans(src: string): (number[] | null)[] {
  const c = compile(src);
  if (!c.program) throw new Error(c.diagnostics.map((d) => d.message).join('\n'));
  const out: (number[] | null)[] = [];
  const walk = (list: Stmt[]): void => {
    for (const s of list) {
      if (s.k === 'for') { out.push(unrollPlan(s)?.values ?? null); walk(s.body); }
      else if (s.k === 'while' || s.k === 'doWhile' || s.k === 'block') walk(s.body);
      else if (s.k === 'if') { walk(s.then); walk(s.else ?? []); }
    }
  };
  for (const f of c.program.functions) walk(f.body);
  return out;
}

/** Whether any loop of `p` is unrolled. */
function unrollsAny(p: Program): boolean {
  let any = false;
  const walk = (list: Stmt[]): void => {
    for (const s of list) {
      if (s.k === 'for') { any ||= unrollPlan(s) !== null; walk(s.body); }
      else if (s.k === 'while' || s.k === 'doWhile' || s.k === 'block') walk(s.body);
      else if (s.k === 'if') { walk(s.then); walk(s.else ?? []); }
      else if (s.k === 'switch') for (const c of s.cases) walk(c.body);
    }
  };
  for (const f of p.functions) walk(f.body);
  return any;
}

const kernel = (body: string): string => `export function kernel(out: int[], n: int) {
  const lane = int(threadIdx.x & 31);
  let v = lane;
${body}
  out[threadIdx.x] = v;
}`;

describe('which counted loops are unrolled', () => {
  it('gives each iteration its counter value (derived from the loop by hand)', () => {
    expect(plans(kernel('  for (let o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);'))).toEqual([[16, 8, 4, 2, 1]]);
    expect(plans(kernel('  for (let o = 1; o < 32; o *= 2) v += __shfl_xor_sync(0xffffffff, v, o);'))).toEqual([[1, 2, 4, 8, 16]]);
    expect(plans(kernel('  for (let o = 1; o <= 16; o <<= 1) { const y = __shfl_up_sync(0xffffffff, v, o); if (lane >= o) v += y; }'))).toEqual([[1, 2, 4, 8, 16]]);
    expect(plans(kernel('  for (let i = 0; i < 4; i++) v = v * 3 + i;'))).toEqual([[0, 1, 2, 3]]);
    expect(plans(kernel('  for (let i = 10; i != 1; i -= 3) v ^= i;'))).toEqual([[10, 7, 4]]);
    expect(plans(kernel('  for (let i = 20; 2 < i; i /= 3) v += i;'))).toEqual([[20, 6]]);
    expect(plans(kernel('  for (let i: uint = 0; i < 3; i++) v += int(i);'))).toEqual([[0, 1, 2]]);
  });

  it('leaves every other loop as written', () => {
    const rolled = (body: string): void => expect(plans(kernel(body)), body).toEqual([null]);
    rolled('  for (let i = 0; i < n; i++) v += i;'); // bound not constant
    rolled('  for (let i = 0; i < 33; i++) v += i;'); // more than 32 iterations
    rolled('  for (let i = 0; i < 0; i++) v += i;'); // none
    rolled('  for (let i: uint = 3; i >= 0; i--) v += 1;'); // wraps around (endless)
    rolled('  for (let i = 1; i > 0; i <<= 1) v += 1;'); // signed overflow
    rolled('  for (let i = 0; i < 4; i++) { v += i; i += 0; }'); // counter assigned in the body
    rolled('  for (let i = 0; i < 4; i++) { if (v > 40) break; v += i; }');
    rolled('  for (let i = 0; i < 4; i++) { if (v > 40) continue; v += i; }');
    rolled('  for (let i = 0; i < 4; i++) { if (v > 40) return; v += i; }');
    rolled('  for (let i = 0; i < 4; i++) { v += i; __syncthreads(); }');
    rolled('  for (let i = 0; i < 4; i++) { v += i; __syncwarp(); }');
    rolled('  for (let i = 0; i < 4; i++) atomicAdd(out, 0, i);');
    rolled('  for (let i = 0; i < 4; i++) printf("%d\\n", i);');
    rolled('  for (let i = 0; i < 4; i++) if (lane < 16) v += __shfl_xor_sync(0x0000ffff, v, 1);'); // a collective in conditional code
    rolled('  for (let i = 0; i < 4; i++) v = lane < 8 ? __shfl_sync(0xffffffff, v, i) : v;');
    rolled('  for (let i = 0; i < 4; i++) v += __shfl_xor_sync(__activemask(), v, 1);'); // a mask made at run time
    rolled('  for (let i = 0; i < 4; i++) v += __shfl_xor_sync(i == 1 ? 0xffffffff : 0x0000ffff, v, 1);');
    rolled('  const m: uint = 0xffffffff;\n  for (let i = 0; i < 4; i++) v += __shfl_xor_sync(m, v, 1);');
    rolled('  for (let i = 0; i < 4; i++) v += __popc(__activemask());');
    rolled('  for (let i = 0; i < 4; i++) { const s = __shared__<int>(4); s[i] = v; }');
    // The outer loop (the inner one is unrolled).
    expect(plans(kernel('  for (let i = 0; i < 2; i++) for (let j = 0; j < 2; j++) v += j;'))).toEqual([null, [0, 1]]);
  });
});

describe('unrolling changes nothing but lane-steps', () => {
  for (const id of exerciseIds(ROOT)) {
    it(`on every test of ${id}, and its grades`, () => {
      const ex = loadExercise(ROOT, id);
      if ('error' in ex) throw new Error(String(ex.error));
      const subs = submissionsOf(ROOT, id, ex.reference);
      const tests = concreteTests(ex.spec);
      for (const [k, sub] of subs.entries()) {
        const assembled = assemble(ex.spec, sub);
        const c = compile(assembled.source);
        if (c.program) {
          for (const t of tests) {
            const launch = { grid: t.launch.grid, block: t.launch.block };
            const [on, off] = both(c.program, launch, () => structuredClone(t.args), { entry: assembled.entry, lastWrites: true });
            expect(on, `submission ${k}, test ${t.name}`).toBe(off);
          }
        }
        const verdict = (unroll: boolean) => {
          const g = compileUnrolling(unroll, () => gradeSubmission(ex.spec, ex.reference, sub));
          return text({ passed: g.passed, tests: g.tests.map((t) => t.passed) });
        };
        expect(verdict(true), `grade of submission ${k}`).toBe(verdict(false));
      }
    });
  }

  it('on generated programs (those that compile, in two block shapes)', () => {
    let compared = 0, unrolled = 0;
    for (const [arb, seed] of [[program, 21], [mutated, 22]] as const) {
      for (const src of fc.sample(arb, { numRuns: 400, seed })) {
        const c = compile(src);
        if (!c.program) continue;
        if (unrollsAny(c.program)) unrolled++;
        for (const block of [[40, 1, 1], [8, 4, 2]] as [number, number, number][]) {
          const [on, off] = both(c.program, { grid: [2, 1, 1], block }, ARGS, { budget: 30_000 });
          expect(on, src).toBe(off);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(250);
    expect(unrolled).toBeGreaterThan(20);
  });

  /** A counted loop of shuffles, votes and arithmetic, in straight or divergent code. */
  const counted = fc.record({
    loop: fc.constantFrom('let o = 16; o > 0; o >>= 1', 'let o = 1; o < 32; o *= 2', 'let o = 0; o < 5; o++', 'let o = 3; o >= 1; o--', 'let o: uint = 1; o <= 8; o += 3'),
    calls: fc.array(fc.constantFrom(
      'v += __shfl_down_sync(M, v, int(o));', 'v ^= __shfl_xor_sync(M, v, int(o) & 31);', 'v = max(v, __shfl_up_sync(M, v, int(o)));',
      'v += __shfl_sync(M, v, int(o) + lane, 16);', 'v += __popc(__ballot_sync(M, v > int(o)));', 'v += int(__any_sync(M, (v & int(o)) != 0));',
      'v += int(__match_any_sync(M, v & 3) & 0xff);', 'if (lane > int(o)) v += 3; else v -= int(o);', 'v += __reduce_add_sync(M, v & 7);',
      'v = v > 1000 ? v - 1000 : v * 2 + int(o);', 'out[(lane + int(o)) & 31] = v;', 'v += out[lane];',
    ), { minLength: 1, maxLength: 4 }),
    // Literal masks (unrolled) and masks made at run time (kept as written), some of which
    // differ by lane or by iteration.
    mask: fc.constantFrom('0xffffffff', '0x0000ffff', 'uint(0x55555555)', '0xffffffff', '__activemask()',
      '(lane < 16 ? 0x0001ffff : 0xffffffff)', '(int(o) == 1 ? 0xffffffff : 0x0000ffff)'),
    // Straight and divergent code around the loop, some with a call that lanes pass by before it.
    around: fc.constantFrom('', 'if (lane < 16) ', 'if (lane >= n) return;\n  ', 'if ((lane & 1) == 0) ', 'for (let r = 0; r < n; r++) ',
      'for (let r = 0; r < (lane & 3); r++) ', 'if (lane < 16) v += __shfl_xor_sync(0xffffffff, v, 1);\n  ',
      'if (lane < 8) v += __popc(__ballot_sync(0xffffffff, v > 2));\n  ', 'if (lane < 16) v += __shfl_xor_sync(0x0000ffff, v, 1);\n  '),
  });

  it('on generated counted loops (the default schedule; 3 block shapes)', () => {
    let unrolled = 0;
    for (const c of fc.sample(counted, { numRuns: 300, seed: 23 })) {
      const body = c.calls.join(' ').replaceAll('M', c.mask);
      const src = kernel(`  ${c.around}{ for (${c.loop}) { ${body} } }`);
      const comp = compile(src);
      if (!comp.program) throw new Error(`${src}\n${comp.diagnostics.map((d) => d.message).join('\n')}`);
      if (unrollsAny(comp.program)) unrolled++;
      for (const block of [[32, 1, 1], [48, 1, 1], [8, 4, 1]] as [number, number, number][]) {
        const threads = block[0] * block[1] * block[2];
        const args = (): Record<string, ArgValue> => ({ out: { kind: 'array', type: 'int', data: new Array(Math.max(32, threads)).fill(1) }, n: { kind: 'scalar', type: 'int', value: 20 } });
        const [on, off] = both(comp.program, { grid: [1, 1, 1], block }, args, { budget: 1_000_000 });
        expect(on, src).toBe(off);
      }
    }
    expect(unrolled).toBeGreaterThan(60);
  });

  it('judges lanes of two iterations at one unrolled call as the loop as written does (W-CROSS-INSTANCE)', () => {
    // Lanes 16–31 pass the call of line 4 by and, alone, run on into the loop, pairing their
    // first iteration with it (E-MASK-PASSED at both lines); lanes 0–15 then enter the loop
    // and pair their first iteration with the others' second: one call, two iterations.
    const src = `export function kernel(out: int[]) {
  const lane = int(threadIdx.x & 31);
  let v = lane;
  if (lane < 16) v += __shfl_xor_sync(0xffffffff, v, 1);
  for (let i = 0; i < 3; i++) v += __shfl_xor_sync(0xffffffff, v, 2);
  out[lane] = v;
}`;
    const p = compile(src).program!;
    expect(unrollsAny(p)).toBe(true);
    const args = (): Record<string, ArgValue> => ({ out: { kind: 'array', type: 'int', data: new Array(32).fill(0) } });
    const [on, off] = both(p, { grid: [1, 1, 1], block: [32, 1, 1] }, args);
    expect(on).toBe(off);
    const r = runProgram(p, { grid: [1, 1, 1], block: [32, 1, 1] }, args());
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}`).sort()).toEqual(['E-MASK-PASSED@4', 'E-MASK-PASSED@5', 'W-CROSS-INSTANCE@5']);
  });
});
