import { describe, expect, it } from 'vitest';
import { concreteTests, resolveLength } from '../../../src/grader/tests';
import { mixSeed, Rng } from '../../../src/grader/prng';
import { exerciseSpec } from '../../../src/schema';

const base = {
  title: 't', summary: 's',
  launch: { grid: 2, block: 48 },
  params: [
    { name: 'input', type: 'int[]', length: 'threads' },
    { name: 'k', type: 'int' },
    { name: 'out', type: 'int[]', role: 'output', length: 'warps', fill: -1 },
  ],
};

describe('expanding an exercise into concrete tests', () => {
  it('resolves `threads`, `warps` and `blocks` against the launch, counting partial warps', () => {
    const launch = { grid: [2, 1, 1] as [number, number, number], block: [48, 1, 1] as [number, number, number] };
    expect(resolveLength('threads', launch)).toBe(96);
    // 48 threads per block is one full warp and one of 16 lanes: 2 warps per block, 4 in all.
    expect(resolveLength('warps', launch)).toBe(4);
    expect(resolveLength('blocks', launch)).toBe(2);
    expect(resolveLength(10, launch)).toBe(10);
  });

  it('builds fixed tests from explicit values and generators, and fills outputs', () => {
    const spec = exerciseSpec.parse({
      ...base,
      tests: { fixed: [{ name: 'ramp', args: { input: { kind: 'iota', start: 5, step: 2 }, k: 3 } }] },
    });
    const [t] = concreteTests(spec);
    expect(t!.name).toBe('ramp');
    const input = t!.args.input!;
    expect(input.kind === 'array' && Array.from(input.data).slice(0, 3)).toEqual([5, 7, 9]);
    expect(t!.args.k).toEqual({ kind: 'scalar', type: 'int', value: 3 });
    const out = t!.args.out!;
    expect(out.kind === 'array' && Array.from(out.data)).toEqual([-1, -1, -1, -1]);
  });

  it('gives a `lane` generator the value i % 32 for element i', () => {
    const spec = exerciseSpec.parse({ ...base, tests: { fixed: [{ name: 'l', args: { input: { kind: 'lane' }, k: 0 } }] } });
    const input = concreteTests(spec)[0]!.args.input!;
    expect(input.kind === 'array' && [input.data[0], input.data[31], input.data[32], input.data[95]]).toEqual([0, 31, 0, 31]);
  });

  it('draws the same random tests from the same seed, and different ones from another seed', () => {
    const mk = (seed: number) => exerciseSpec.parse({
      ...base,
      tests: { random: { count: 3, seed, generators: { input: { kind: 'int', min: -5, max: 5 }, k: { kind: 'int', min: 0, max: 31 } } } },
    });
    const a = concreteTests(mk(7));
    const b = concreteTests(mk(7));
    const c = concreteTests(mk(8));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.map((t) => t.name)).toEqual(['random #1', 'random #2', 'random #3']);
    for (const t of a) {
      const input = t.args.input!;
      expect(input.kind === 'array' && Array.from(input.data).every((v) => v >= -5 && v <= 5 && Number.isInteger(v))).toBe(true);
    }
  });

  it('draws hidden tests from the hidden seed, not the public one', () => {
    const spec = exerciseSpec.parse({
      ...base,
      tests: { random: { count: 2, seed: 1, hiddenSeed: 99, generators: { input: { kind: 'int', min: 0, max: 1000 }, k: { kind: 'int', min: 0, max: 1000 } } } },
    });
    expect(concreteTests(spec, true)).not.toEqual(concreteTests(spec, false));
  });

  it('makes a permutation generator produce every index exactly once', () => {
    const spec = exerciseSpec.parse({ ...base, tests: { fixed: [{ name: 'p', args: { input: { kind: 'permutation' }, k: 0 } }] } });
    const input = concreteTests(spec)[0]!.args.input!;
    expect(input.kind === 'array' && Array.from(input.data as ArrayLike<number>).sort((x, y) => x - y)).toEqual(Array.from({ length: 96 }, (_, i) => i));
  });

  it('rounds float inputs to binary32', () => {
    const spec = exerciseSpec.parse({
      ...base,
      params: [{ name: 'x', type: 'float[]', length: 1 }, { name: 'out', type: 'int[]', role: 'output', length: 1 }],
      tests: { fixed: [{ name: 'f', args: { x: [0.1] } }] },
    });
    const x = concreteTests(spec)[0]!.args.x!;
    // 0.1 is not a binary32 value; the nearest one is 13421773 * 2^-27.
    expect(x.kind === 'array' && x.data[0]).toBe(13421773 * 2 ** -27);
  });

  it('throws, naming the test and the parameter, when an integer does not fit its type', () => {
    const spec = exerciseSpec.parse({ ...base, tests: { fixed: [{ name: 'big', args: { input: 0, k: 2 ** 31 } }] } });
    expect(() => concreteTests(spec)).toThrow(/test `big`, parameter `k`: 2147483648 is not an `int`/);
  });

  it('throws when an explicit array has the wrong length', () => {
    const spec = exerciseSpec.parse({ ...base, tests: { fixed: [{ name: 'short', args: { input: [1, 2], k: 0 } }] } });
    expect(() => concreteTests(spec)).toThrow(/2 values given, the array holds 96/);
  });

  it('seeds the generator deterministically: mixSeed and Rng give the same stream twice', () => {
    const a = new Rng(mixSeed(1, 2, 3));
    const b = new Rng(mixSeed(1, 2, 3));
    expect([a.nextUint32(), a.nextUint32()]).toEqual([b.nextUint32(), b.nextUint32()]);
    expect(mixSeed(1, 2, 3)).not.toBe(mixSeed(1, 2, 4));
  });
});
