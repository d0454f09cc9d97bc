/**
 * The `main()` of `warp-school cuda --harness`: the same argument rules as
 * `warp-school run` (docs/language.md §7), inputs written bit for bit, and the JSON of `run --json`.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { HarnessError, toCuda } from '../../../src/cuda';
import type { ArgValue, LaunchConfig } from '../../../src/sim/types';

const SRC = 'export function kernel(values: float[], n: int, out: float[]) { out[threadIdx.x] = values[threadIdx.x] * float(n); }';
const program = compile(SRC).program!;
const launch: LaunchConfig = { grid: [2, 1, 1], block: [32, 1, 1] };
const args = (): Record<string, ArgValue> => ({
  values: { kind: 'array', type: 'float', data: [0.1, -0, NaN, 1] },
  n: { kind: 'scalar', type: 'int', value: -3 },
  out: { kind: 'array', type: 'float', data: [5, 5, 5, 5] },
});

describe('the harness', () => {
  it('launches the kernel <<<grid, block>>> with device copies of the arrays and the scalars', () => {
    const c = toCuda(program, { launch, args: args() });
    expect(c).toContain('kernel<<<dim3(2, 1, 1), dim3(32, 1, 1)>>>(d_values, s_n, d_out);');
    expect(c).toContain('const int s_n = (-3);');
  });
  it('writes float inputs as bit patterns: 0.1f is 0x3dcccccd, -0.0f 0x80000000, the default NaN 0x7fc00000', () => {
    const c = toCuda(program, { launch, args: args() });
    expect(c).toContain('0x3dcccccdu, 0x80000000u, 0x7fc00000u, 0x3f800000u,');
  });
  it('fills an array whose elements are all equal with a loop (5.0f is 0x40a00000)', () => {
    const c = toCuda(program, { launch, args: args() });
    expect(c).toContain('const unsigned int b = 0x40a00000u; for (int i = 0; i < 4; i++)');
  });
  it('prints every array argument in parameter order, then printf lines and no diagnostics', () => {
    const c = toCuda(program, { launch, args: args() });
    expect(c.indexOf('\\"values\\":[')).toBeLessThan(c.indexOf('\\"out\\":['));
    expect(c).toContain('printf("],\\"diagnostics\\":[]}\\n");');
    expect(c).toContain('dup2(fileno(ws_cap), 1);');
  });
  it.each([
    ['a missing argument', (a: Record<string, ArgValue>) => { delete a.n; }, 'missing argument for parameter `n`'],
    ['an argument without a parameter', (a: Record<string, ArgValue>) => { a.extra = { kind: 'scalar', type: 'int', value: 1 }; }, '`kernel` has no parameter named `extra`'],
    ['an array of the wrong element type', (a: Record<string, ArgValue>) => { a.out = { kind: 'array', type: 'int', data: [0] }; }, 'parameter `out` is float[] but the argument is int[]'],
    ['a scalar for an array', (a: Record<string, ArgValue>) => { a.values = { kind: 'scalar', type: 'float', value: 1 }; }, 'parameter `values` is an array (float[]) but the argument is a scalar'],
  ])('rejects %s as `warp-school run` does', (_what, change, message) => {
    const a = args();
    change(a);
    expect(() => toCuda(program, { launch, args: a })).toThrow(new HarnessError(message));
  });
  it('rejects a block of more than 1024 threads (Programming Guide, Thread Hierarchy)', () => {
    expect(() => toCuda(program, { launch: { grid: [1, 1, 1], block: [1025, 1, 1] }, args: args() })).toThrow(HarnessError);
  });
});
