import { describe, expect, it } from 'vitest';
import { exerciseSpec, formatProblem, lessonFrontmatter, parseContent } from '../../../src/schema';

const minimal = {
  title: 'Broadcast', summary: 'Every lane gets lane 0.',
  launch: { block: 32 },
  params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads' }],
  tests: { fixed: [{ name: 'one warp' }] },
};

const lines = (data: unknown): string[] => {
  const r = parseContent(exerciseSpec, data, 'ex.json');
  return r.ok ? [] : r.problems.map(formatProblem);
};

describe('the exercise schema', () => {
  it('fills in the documented defaults', () => {
    const r = parseContent(exerciseSpec, minimal, 'ex.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.kind).toBe('kernel');
    expect(r.value.launch).toEqual({ grid: [1, 1, 1], block: [32, 1, 1] });
    expect(r.value.schedules).toBe(3);
    expect(r.value.hints).toEqual([]);
    expect(r.value.rules).toEqual({ require: [], forbid: [] });
    expect(r.value.tests.random).toEqual({ count: 0, seed: 1, generators: {} });
    expect(r.value.params[0]!.role).toBe('output');
  });

  it('normalises `[16, 6]` to a three-component block', () => {
    const r = exerciseSpec.parse({ ...minimal, launch: { grid: [2], block: [16, 6] } });
    expect(r.launch).toEqual({ grid: [2, 1, 1], block: [16, 6, 1] });
  });

  it('rejects a block of more than 1024 threads, with the path', () => {
    expect(lines({ ...minimal, launch: { block: [64, 32] } })).toEqual(['ex.json: launch.block: a block holds at most 1024 threads']);
  });

  it('names a misspelt key and says how to fix it', () => {
    expect(lines({ ...minimal, hint: ['x'] })).toEqual([
      "ex.json: Unrecognized key(s) in object: 'hint' (hint: remove the key or check its spelling against src/schema)",
    ]);
  });

  it('lists the allowed values of an enum', () => {
    expect(lines({ ...minimal, kind: 'kernal' })[0]).toMatch(/^ex\.json: kind: .* \(hint: use one of `kernel`, `function`\)$/);
  });

  it('rejects a fixed test argument that names no parameter', () => {
    expect(lines({ ...minimal, tests: { fixed: [{ name: 't', args: { inptu: 1 } }] } })).toEqual([
      'ex.json: tests.fixed[0].args.inptu: no parameter is called `inptu`',
    ]);
  });

  it('requires a value for every input in every fixed test', () => {
    const data = { ...minimal, params: [...minimal.params, { name: 'k', type: 'int' }] };
    expect(lines(data)).toEqual(['ex.json: tests.fixed[0].args: test `one warp` gives no value for input `k` (add it, or give the parameter a `fill`)']);
  });

  it('requires a generator for every input when there are random tests', () => {
    const data = {
      ...minimal,
      params: [...minimal.params, { name: 'k', type: 'int' }],
      tests: { random: { count: 2 } },
    };
    expect(lines(data)).toEqual(['ex.json: tests.random.generators: random tests need a generator for input `k` (or give it a `fill`)']);
  });

  it('requires an array length and forbids one on a scalar', () => {
    const data = { ...minimal, params: [{ name: 'out', type: 'int[]', role: 'output' }, { name: 'k', type: 'int', length: 4, fill: 0 }] };
    expect(lines(data)).toEqual([
      'ex.json: params[0].length: array `out` needs a `length`',
      'ex.json: params[1].length: scalar `k` takes no `length`',
    ]);
  });

  it('requires `function` and `harness` for an exercise of kind `function`', () => {
    expect(lines({ ...minimal, kind: 'function' })).toEqual([
      'ex.json: function: an exercise of kind `function` needs `function: { name, signature }`',
      'ex.json: harness: an exercise of kind `function` needs `harness: { source, entry }`',
    ]);
  });

  it('allows ULP comparison only for float and double outputs', () => {
    expect(lines({ ...minimal, check: [{ param: 'out', compare: { ulps: 2 } }] })).toEqual([
      'ex.json: check[0].compare: ULP comparison is for `float[]` and `double[]` outputs',
    ]);
  });

  it('rejects an int generator whose min exceeds its max', () => {
    const data = {
      ...minimal,
      params: [...minimal.params, { name: 'k', type: 'int' }],
      tests: { random: { count: 1, generators: { k: { kind: 'int', min: 5, max: 1 } } } },
    };
    expect(lines(data)).toEqual(['ex.json: tests.random.generators.k.min: `min` must not exceed `max`']);
  });
});

describe('the lesson frontmatter schema', () => {
  it('accepts title, summary and objectives, defaulting docs and draft', () => {
    const r = lessonFrontmatter.parse({ title: 'Warps', summary: 'What a warp is.', objectives: ['Name a lane.'] });
    expect(r).toEqual({ title: 'Warps', summary: 'What a warp is.', objectives: ['Name a lane.'], docs: [], draft: false });
  });

  it('requires at least one objective', () => {
    const r = parseContent(lessonFrontmatter, { title: 'Warps', summary: 's', objectives: [] }, 'index.mdx');
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual(['index.mdx: objectives: Array must contain at least 1 element(s)']);
  });
});
