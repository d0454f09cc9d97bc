import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCuda } from '../../src/cuda';
import { compile } from '../../src/lang';

/**
 * A `cuda.cu` whose header says it was generated from `solution.ts` by `npx warp-school
 * cuda solution.ts` must still be that command's output below its header: after a change to
 * `solution.ts` or to the exporter, write it again (and take its H200 reading again,
 * tests/content/h200/README.md). Hand-written `cuda.cu` files are held to the solution by
 * `warp-school check` (their signatures) and by the readings.
 */
const MARK = '// Generated from solution.ts by `npx warp-school cuda solution.ts`; the lines below this header are its output.';
const EXPORT_START = '// CUDA C++ exported from Warp TS.';

const generated = readdirSync('content').filter((l) => /^\d+-/.test(l) && existsSync(join('content', l, 'exercises'))).sort()
  .flatMap((l) => readdirSync(join('content', l, 'exercises')).sort().map((e) => ({ id: `${l}/${e}`, dir: join('content', l, 'exercises', e) })))
  .filter((e) => existsSync(join(e.dir, 'cuda.cu')) && readFileSync(join(e.dir, 'cuda.cu'), 'utf8').split('\n').includes(MARK));

describe('generated cuda.cu files are the export of their solution.ts', () => {
  it('finds the generated ones (lessons 14 and 15 write all of their own this way)', () => {
    expect(generated.filter((e) => e.id.startsWith('14-cooperative-groups/')).length).toBe(7);
    expect(generated.filter((e) => e.id.startsWith('15-wide-values/')).length).toBe(6);
  });

  it.each(generated.map((e) => [e.id, e.dir]))('%s', (_id, dir) => {
    const text = readFileSync(join(dir, 'cuda.cu'), 'utf8');
    const at = text.indexOf(EXPORT_START);
    expect(at, 'the export starts after the header').toBeGreaterThan(0);
    const header = text.slice(0, at).trimEnd().split('\n');
    expect(header.every((line) => line.startsWith('// ')), 'the header is comment lines only').toBe(true);
    const compiled = compile(readFileSync(join(dir, 'solution.ts'), 'utf8'));
    expect(compiled.program, 'solution.ts compiles').not.toBeNull();
    expect(text.slice(at), 'cuda.cu below its header is `npx warp-school cuda solution.ts`: write it again').toBe(toCuda(compiled.program!));
  });
});
