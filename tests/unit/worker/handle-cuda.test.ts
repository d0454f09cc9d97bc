import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../../src/worker/handle';
import { exerciseSpec } from '../../../src/schema/exercise';
import { copiedMessage, notCompiling } from '../../../src/editor/copy-cuda';

const dir = (id: string) => `content/${id.replace('/', '/exercises/')}`;
const specOf = (id: string) => exerciseSpec.parse(JSON.parse(readFileSync(`${dir(id)}/exercise.json`, 'utf8')));
const solutionOf = (id: string) => readFileSync(`${dir(id)}/solution.ts`, 'utf8');

describe('the worker `cuda` request', () => {
  it('translates a kernel exercise: a `__global__` kernel with its full-mask `__shfl_sync` (CUDA Programming Guide, warp shuffle functions)', () => {
    const id = '03-shuffles/01-broadcast';
    const r = handleRequest({ id: 3, type: 'cuda', spec: specOf(id), source: solutionOf(id) });
    expect(r.type).toBe('cuda');
    if (r.type !== 'cuda') return;
    expect(r.id).toBe(3);
    expect(r.cuda).toMatch(/__global__\s+void\s+kernel\s*\(/);
    expect(r.cuda).toMatch(/__shfl_sync\(/);
    expect(r.cuda).not.toMatch(/int main\(/);
  });

  it('assembles a function exercise with its test kernel, as the grader does: the device function and the `__global__` harness', () => {
    const id = '09-warp-reduce/01-warp-sum';
    const r = handleRequest({ id: 4, type: 'cuda', spec: specOf(id), source: solutionOf(id) });
    if (r.type !== 'cuda') throw new Error(`unexpected ${r.type}`);
    expect(r.cuda).toMatch(/__device__[^\n]*warpReduceSum\(/);
    expect(r.cuda).toMatch(/__global__\s+void\s+warpSumTest\(/);
    expect(r.cuda).toMatch(/__shfl_down_sync\(/);
  });

  it('answers code that does not compile with no text and the error at the second `=` (line 2, column 22)', () => {
    const source = 'export function kernel(out: int[]): void {\n  out[threadIdx.x] = = 1;\n}\n';
    const r = handleRequest({ id: 5, type: 'cuda', source });
    if (r.type !== 'cuda') throw new Error(`unexpected ${r.type}`);
    expect(r.cuda).toBeNull();
    const first = r.diagnostics.find((d) => d.severity === 'error');
    expect(first).toMatchObject({ line: 2, column: 22 });
  });

  it('says which function is missing in a function exercise rather than translating the harness alone', () => {
    const id = '09-warp-reduce/01-warp-sum';
    const r = handleRequest({ id: 6, type: 'cuda', spec: specOf(id), source: 'const FULL: uint = 0xffffffff;\n' });
    if (r.type !== 'cuda') throw new Error(`unexpected ${r.type}`);
    expect(r.cuda).toBeNull();
    expect(r.diagnostics[0]).toMatchObject({ code: 'E-MISSING-FUNCTION', line: 1, column: 1 });
  });
});

describe('the "Copy as CUDA" status lines', () => {
  it('counts the lines copied (a trailing newline ends the last line, it does not start one)', () => {
    expect(copiedMessage('a\nb\nc\n')).toBe('Copied 3 lines of CUDA.');
    expect(copiedMessage('a')).toBe('Copied 1 line of CUDA.');
  });

  it('names the first error with its line and column', () => {
    const warning = { kind: 'compile', code: 'W-FLOAT-LITERAL', severity: 'warning', message: 'w', line: 1, column: 1 } as const;
    const error = { kind: 'compile', code: 'E-SYNTAX', severity: 'error', message: 'Syntax error: Unexpected token', line: 2, column: 22 } as const;
    expect(notCompiling([warning, error])).toBe('✗ Your code does not compile (line 2:22: Syntax error: Unexpected token), so nothing was copied. Fix it and try again.');
  });
});
