/**
 * The kernels of examples/verdicts/ (the convergence verdicts a reader can try with
 * `npx warp-school run`): each states its verdict in its header, derived from docs/language.md §6;
 * this holds them to it under the default schedule and three adversarial seeds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArgValue } from '../../../src/sim';
import { floats, ints, iota, run, scalar, zeros } from './helpers';

const ones = (n: number): ArgValue => ints(iota(n, () => 1));
const CASES: { file: string; block: number; args: Record<string, ArgValue>; codes: string[] }[] = [
  { file: 'shfl-in-if.ts', block: 32, args: { inp: ones(32), out: zeros(32) }, codes: ['E-MASK-PASSED'] },
  { file: 'ballot-loop.ts', block: 32, args: { inp: ones(45), out: zeros(32), n: scalar('int', 45) }, codes: ['E-MASK-PASSED'] },
  { file: 'syncwarp-in-if.ts', block: 32, args: { out: zeros(32) }, codes: ['E-MASK-PASSED'] },
  { file: 'barrier-in-if.ts', block: 64, args: { inp: floats(iota(64, () => 1)), out: zeros(1, 'float') }, codes: ['E-BARRIER-PASSED'] },
  { file: 'barrier-two-sites.ts', block: 64, args: { out: zeros(64) }, codes: ['E-BARRIER-SITES'] },
  { file: 'spin-wait.ts', block: 32, args: { flag: zeros(1), out: zeros(32) }, codes: [] },
  { file: 'return-before.ts', block: 32, args: { inp: ones(32), out: zeros(32), n: scalar('int', 20) }, codes: [] },
];

describe('examples/verdicts', () => {
  for (const c of CASES) {
    it(`${c.file}: ${c.codes.join(', ') || 'clean'}, as its header says`, () => {
      const src = readFileSync(new URL(`../../../examples/verdicts/${c.file}`, import.meta.url), 'utf8');
      const stated = /Verdict: (clean|[A-Z-]+)/.exec(src)?.[1];
      expect(stated).toBe(c.codes[0] ?? 'clean');
      for (const schedule of [{ kind: 'default' as const }, ...[1, 2, 3].map((seed) => ({ kind: 'adversarial' as const, seed }))]) {
        const r = run(src, c.block, c.args, { schedule });
        expect([...new Set(r.diagnostics.map((d) => d.code))]).toEqual(c.codes);
      }
    });
  }
});
