/**
 * H200 readings of the integer intrinsics `__mulhi`, `__umulhi`, `__funnelshift_l` and
 * `__funnelshift_r` (oracle/mulhi.cu, oracle/funnelshift.cu; built with `-O3` and with `-G`,
 * which printed the same words): the simulator must give the GPU's bits in every lane.
 * Each case is one warp; lane l writes out[2l] and out[2l + 1] from its own inputs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, uints, zeros } from '../unit/sim/helpers';

interface Reading { case: string; inputs: Record<string, number[]>; out: number[] }

const read = (name: string): Reading[] =>
  readFileSync(join(import.meta.dirname, 'fixtures', `${name}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Reading);

const MULHI = `export function kernel(a: uint[], b: uint[], out: uint[]) {
  const l = threadIdx.x;
  out[2 * l] = __umulhi(a[l], b[l]);
  out[2 * l + 1] = uint(__mulhi(int(a[l]), int(b[l])));
}`;

const FUNNEL = `export function kernel(lo: uint[], hi: uint[], shift: uint[], out: uint[]) {
  const l = threadIdx.x;
  out[2 * l] = __funnelshift_l(lo[l], hi[l], shift[l]);
  out[2 * l + 1] = __funnelshift_r(lo[l], hi[l], shift[l]);
}`;

describe('H200: __mulhi and __umulhi', () => {
  const cases = read('mulhi');
  it('has the readings', () => expect(cases.map((c) => c.case)).toEqual(['mulhi_unit', 'mulhi_edges_0_31', 'mulhi_edges_32_63']));
  for (const c of cases) {
    it(c.case, () => {
      const r = run(MULHI, 32, { a: uints(c.inputs.a!), b: uints(c.inputs.b!), out: zeros(64, 'uint') });
      expect(r.diagnostics).toEqual([]);
      expect(r.args.out).toEqual(c.out);
    });
  }
});

describe('H200: __funnelshift_l and __funnelshift_r', () => {
  const cases = read('funnelshift');
  it('has the readings', () => expect(cases.map((c) => c.case)).toEqual(['funnelshift_unit', 'funnelshift_counts_0_31', 'funnelshift_counts_32_63', 'funnelshift_counts_high']));
  for (const c of cases) {
    it(c.case, () => {
      const r = run(FUNNEL, 32, { lo: uints(c.inputs.lo!), hi: uints(c.inputs.hi!), shift: uints(c.inputs.shift!), out: zeros(64, 'uint') });
      expect(r.diagnostics).toEqual([]);
      expect(r.args.out).toEqual(c.out);
    });
  }
});
