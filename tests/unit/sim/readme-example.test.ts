/**
 * The README's Warp TS example runs as the README says: a block sum through a 32-thread
 * tile, a shared array of structs and a second tile reduction. Expected sums by hand:
 * with every input 1 and n = 100, block 0 sums 64 ones and block 1 the 36 below n.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';
import { toCuda } from '../../../src/cuda';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('\n## Warp TS\n'));
const code = /```ts\n([\s\S]*?)```/.exec(section)![1]!;

describe('the README\'s Warp TS example', () => {
  it('compiles, runs clean and sums each block', () => {
    const c = compile(code);
    expect(c.diagnostics.filter((d) => d.severity !== 'note')).toEqual([]);
    const r = runProgram(c.program!, { grid: [2, 1, 1], block: [64, 1, 1] }, {
      inp: { kind: 'array', type: 'float', data: new Array(128).fill(1) },
      out: { kind: 'array', type: 'float', data: [0, 0] },
      n: { kind: 'scalar', type: 'int', value: 100 },
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.out).toEqual([64, 36]);
  });

  it('exports with CUDA\'s cooperative-groups spelling', () => {
    const cu = toCuda(compile(code).program!);
    expect(cu).toContain('#include <cooperative_groups.h>');
    expect(cu).toContain('cg::tiled_partition<32>(block)');
    expect(cu).toContain('struct Partial { float sum; int count; };');
  });
});
