/**
 * Finding an assignment's secrets in a built site (src/grader/withheld.ts): every form a
 * line can take in a build (Shiki's highlighted spans, JSON page data with escapes, a
 * JavaScript string, Pagefind's gzip index) is found; lines the starter or the course's
 * public texts hold are not secrets; a hidden seed is found next to its key.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { leaksIn, publishedLines, secretLines, secretsOf, withheldExercises } from '../../../src/grader/withheld';
import { scanBuild } from '../../../src/grader/withheld-scan';

const starter = 'const FULL: uint = 0xffffffff;\nexport function kernel(values: float[], src: int, out: float[]) {\n  out[gid] = v;\n}\n';
const solution = '// Reference: one shuffle.\nconst FULL: uint = 0xffffffff;\nexport function kernel(values: float[], src: int, out: float[]) {\n  out[gid] = __shfl_sync(FULL, v, src);\n  return;\n}\n';
const secrets = [secretsOf('03-shuffles/01-broadcast', { starter, solution, wrong: [] }, 91674)];
const line = 'out[gid] = __shfl_sync(FULL, v, src);';

describe('secret lines', () => {
  it('are the solution\'s lines of 12 characters or more that the starter lacks', () => {
    expect(secretLines(solution, starter)).toEqual(['// Reference: one shuffle.', line]);
  });
  it('leave out what the course publishes elsewhere, and say where', () => {
    const published = publishedLines([{ source: 'content/03-shuffles/index.mdx', text: `Write\n\n    ${line}\n` }]);
    const s = secretsOf('x/01-y', { starter, solution, wrong: [] }, undefined, published);
    expect(s.lines.map((l) => l.line)).toEqual(['// Reference: one shuffle.']);
    expect(s.published).toEqual([{ file: 'solution.ts', line, source: 'content/03-shuffles/index.mdx' }]);
  });
});

describe('finding secrets in a build', () => {
  it.each([
    ['plain text', `<pre>${line}</pre>`],
    ['Shiki\'s highlighted spans', '<span class="line"><span style="color:#001080">out</span><span>[gid] </span><span>=</span><span> __shfl_sync(FULL, v, src);</span></span>'],
    ['JSON page data', JSON.stringify({ solution }).replace(/</g, '\\u003c')],
    ['a JavaScript string', `const s = "// x\\n  ${line.replace(/"/g, '\\"')}\\n";`],
  ])('finds a solution line in %s', (_form, text) => {
    expect(leaksIn('page.html', text, secrets).map((l) => l.line)).toContain(line);
  });

  it('finds a hidden seed next to its key, not the number alone', () => {
    expect(leaksIn('p.html', '{"seed":201,"hiddenSeed":91674}', secrets).map((l) => l.file)).toEqual(['hiddenSeed']);
    expect(leaksIn('p.js', 'var a=91674,b=916740;', secrets)).toEqual([]);
  });

  it('searches every file of a folder, gzip ones decompressed (Pagefind\'s index)', () => {
    const dist = mkdtempSync(join(tmpdir(), 'warp-school-dist-'));
    mkdirSync(join(dist, 'pagefind', 'fragment'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<p>nothing here</p>');
    writeFileSync(join(dist, 'pagefind', 'fragment', 'en_1.pf_fragment'), gzipSync(Buffer.from(`pagefind_dcd{"content":"${line}"}`)));
    const r = scanBuild(dist, secrets);
    expect(r.files).toBe(2);
    expect(r.leaks).toEqual([{ path: 'pagefind/fragment/en_1.pf_fragment', id: '03-shuffles/01-broadcast', file: 'solution.ts', line }]);
  });
});

describe('withheld exercises', () => {
  it('are those an assignment names, each with its earliest-due assignment', () => {
    const w = withheldExercises([
      { title: 'Late', due: '2026-12-20', exercises: [{ id: 'a/01-x' }, { id: 'b/01-y' }] },
      { title: 'Early', due: '2026-12-01', exercises: [{ id: 'a/01-x' }] },
    ]);
    expect([...w.values()]).toEqual([{ id: 'a/01-x', title: 'Early', due: '2026-12-01' }, { id: 'b/01-y', title: 'Late', due: '2026-12-20' }]);
  });
});
