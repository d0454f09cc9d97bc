/**
 * Property tests: random kernels built from warp-level building blocks, and mutations of
 * them, never crash the simulator, never run past the budget, and every diagnostic is
 * located in the source.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';

const varName = fc.constantFrom('a', 'b', 'lane');
const small = fc.integer({ min: -40, max: 70 });
const mask = fc.constantFrom('0xffffffff', '0x0000ffff', '0xffff0000', '1', '0x55555555', '__activemask()', 'm');
const expr: fc.Arbitrary<string> = fc.oneof(
  varName,
  small.map(String),
  fc.tuple(varName, fc.constantFrom('+', '-', '*', '/', '%', '&', '|', '^', '<<', '>>'), fc.oneof(varName, small.map(String))).map(([x, op, y]) => `(${x} ${op} ${y})`),
  fc.tuple(fc.constantFrom('__shfl_sync', '__shfl_up_sync', '__shfl_down_sync', '__shfl_xor_sync'), mask, varName, small, fc.constantFrom(1, 2, 4, 8, 16, 32, 3)).map(([f, m, v, b, w]) => `${f}(${m}, ${v}, ${b}, ${w})`),
  fc.tuple(fc.constantFrom('__ballot_sync', '__any_sync', '__all_sync'), mask, varName).map(([f, m, v]) => `int(${f}(${m}, ${v} > 3))`),
  fc.tuple(mask, varName).map(([m, v]) => `int(__reduce_add_sync(${m}, ${v}))`),
  varName.map((v) => `s[(${v} & 63)]`),
);
const stmt: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom('a', 'b'), expr).map(([v, e]) => `${v} = ${e};`),
  fc.tuple(varName, expr).map(([v, e]) => `s[(${v} & 63)] = ${e};`),
  fc.tuple(fc.integer({ min: 0, max: 31 }), expr, expr).map(([k, e1, e2]) => `if (lane < ${k}) { a = ${e1}; } else { b = ${e2}; }`),
  fc.tuple(fc.integer({ min: 0, max: 4 }), expr).map(([n, e]) => `for (let i: int = 0; i < (lane & ${n}); i++) { a += ${e}; }`),
  fc.constantFrom('__syncwarp();', '__syncthreads();', 'if (lane > 20) return;', 'while (a > 100) { a = a - 1; }', 'm = __ballot_sync(0xffffffff, a > b);'),
);
const kernel = fc.array(stmt, { minLength: 1, maxLength: 8 }).map((ss) => `export function kernel(out: int[]) {
  const lane: int = threadIdx.x & 31;
  const s = __shared__<int>(64);
  let a: int = lane;
  let b: int = 7;
  let m: uint = 0xffffffff;
${ss.map((s) => '  ' + s).join('\n')}
  out[threadIdx.x] = a + b;
}`);

function check(src: string): void {
  const c = compile(src);
  const lines = src.split('\n').length;
  for (const d of c.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines + 1);
    expect(d.column).toBeGreaterThanOrEqual(1);
  }
  if (!c.program) return;
  const r = runProgram(c.program, { grid: [1, 1, 1], block: [48, 1, 1] }, { out: { kind: 'array', type: 'int', data: new Array(48).fill(0) } },
    { budget: 200_000, schedule: { kind: 'adversarial', seed: src.length } });
  expect(r.counts.laneSteps).toBeLessThan(200_000 + 48 * 64);
  for (const d of r.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines);
    expect(typeof d.message).toBe('string');
    expect(d.message.length).toBeGreaterThan(0);
  }
  expect(r.ok).toBe(!r.diagnostics.some((d) => d.severity === 'error'));
}

describe('random kernels', () => {
  it('never crash the simulator, stay within the budget and locate every diagnostic', () => {
    fc.assert(fc.property(kernel, (src) => check(src)), { numRuns: 150, seed: 20261130 });
  });

  it('survive mutations (deleted, duplicated and swapped characters) without crashing', () => {
    const mutated = fc.tuple(kernel, fc.array(fc.tuple(fc.nat(), fc.constantFrom('del', 'dup', 'swap')), { minLength: 1, maxLength: 4 }))
      .map(([src, ops]) => {
        let s = src;
        for (const [at, op] of ops) {
          const i = at % s.length;
          if (op === 'del') s = s.slice(0, i) + s.slice(i + 1);
          else if (op === 'dup') s = s.slice(0, i) + s[i] + s.slice(i);
          else if (i + 1 < s.length) s = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
        }
        return s;
      });
    fc.assert(fc.property(mutated, (src) => check(src)), { numRuns: 150, seed: 7 });
  });
});
