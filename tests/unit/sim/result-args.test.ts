/**
 * A run's `args` (src/sim/run.ts `lazyContents`): each array's contents, made when first
 * read. Every way of reading the object must see the same values, and they must be the
 * arrays' contents after the run: `out[i] = 2 * inp[i]` on 32 lanes, by hand.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';

const SRC = `export function kernel(inp: int[], out: int[]) {
  const lane = int(threadIdx.x);
  out[lane] = 2 * inp[lane];
}`;

function result() {
  const program = compile(SRC).program!;
  const inp = Array.from({ length: 32 }, (_, i) => i - 3);
  return { inp, r: runProgram(program, { grid: [1, 1, 1], block: [32, 1, 1] }, {
    inp: { kind: 'array', type: 'int', data: inp }, out: { kind: 'array', type: 'int', data: new Array(32).fill(7) },
  }) };
}

describe('a run result\'s args', () => {
  it('read by property, entries, keys, spreading, JSON and structuredClone alike', () => {
    const { inp, r } = result();
    const want = { inp, out: inp.map((x) => 2 * x) };
    expect(Object.keys(r.args)).toEqual(['inp', 'out']);
    expect(r.args.out).toEqual(want.out);
    expect(r.args.out).toBe(r.args.out); // made once, then kept
    expect(Object.fromEntries(Object.entries(r.args))).toEqual(want);
    expect({ ...r.args }).toEqual(want);
    expect(JSON.parse(JSON.stringify(r.args))).toEqual(want);
    expect(structuredClone(r.args)).toEqual(want);
    expect(structuredClone(r).args).toEqual(want);
  });

  it('an assignment replaces an array, and a change to one read is kept', () => {
    const { r } = result();
    r.args.inp = [1, 2, 3];
    expect(r.args.inp).toEqual([1, 2, 3]);
    r.args.out![0] = 99;
    expect(r.args.out![0]).toBe(99);
    expect(Object.keys(r.args)).toEqual(['inp', 'out']);
  });
});
