import { describe, expect, it } from 'vitest';
import { checkExercise, codeSamples, exerciseRefs, splitFrontmatter } from '../../../src/grader/check-content';
import type { Engine } from '../../../src/grader/engine';

describe('reading lesson prose', () => {
  const text = [
    '---', 'title: T', '---', 'Intro.', '',
    '```warp-ts', 'export function kernel(out: int[]) {', '}', '```', '',
    '```cuda', '__global__ void k() {}', '```', '',
    '```warp-ts', '// fragment', 'v += 1;', '```',
    '<Exercise id="01-a/01-b" /> and <Exercise id="01-a/02-c" />',
  ].join('\n');

  it('finds fenced samples with their language, opening line and fragment mark', () => {
    expect(codeSamples(text).map((s) => [s.lang, s.line, s.fragment])).toEqual([
      ['warp-ts', 6, false], ['cuda', 11, false], ['warp-ts', 15, true],
    ]);
    expect(codeSamples(text)[0]!.code).toBe('export function kernel(out: int[]) {\n}\n');
  });

  it('finds every `<Exercise id>` with its line, several on one line too', () => {
    expect(exerciseRefs(text)).toEqual([{ id: '01-a/01-b', line: 19 }, { id: '01-a/02-c', line: 19 }]);
  });

  it('splits the frontmatter from the body', () => {
    expect(splitFrontmatter(text)).toEqual({ yaml: 'title: T', bodyLine: 4 });
    expect(splitFrontmatter('no frontmatter')).toBeNull();
  });
});

describe('checking an exercise folder', () => {
  const spec = JSON.stringify({
    title: 't', summary: 's', launch: { block: 32 },
    params: [{ name: 'out', type: 'int[]', role: 'output', length: 'threads' }],
    tests: { fixed: [{ name: 'one' }] },
  });

  it('reports an engine failure as a failure line for that file, and goes on', () => {
    const throwing: Engine = {
      compile() { throw new Error('boom'); },
      runProgram() { throw new Error('unreachable'); },
    };
    const r = checkExercise({ folder: 'ex', specJson: spec, solution: 's', starter: 't', wrong: [{ name: 'w.ts', source: '// why: x\n' }] }, throwing);
    expect(r.failures).toEqual([
      'ex/solution.ts: the engine failed while grading it: boom',
      'ex/starter.ts: the engine failed while grading it: boom',
      'ex/wrong/w.ts: the engine failed while grading it: boom',
    ]);
    expect([r.referencePasses, r.starterFails, r.wrongCaught, r.wrongTotal]).toEqual([false, false, 0, 1]);
  });

  it('reports a spec that is not JSON', () => {
    const r = checkExercise({ folder: 'ex', specJson: '{', solution: null, starter: null, wrong: [] }, {} as Engine);
    expect(r.failures[0]).toMatch(/^ex\/exercise\.json: not valid JSON: /);
  });

  it('reports missing reference and starter files', () => {
    const r = checkExercise({ folder: 'ex', specJson: spec, solution: null, starter: null, wrong: [] }, {} as Engine);
    expect(r.failures).toEqual(['ex/solution.ts: missing (the reference solution)', 'ex/starter.ts: missing']);
  });

  it('reports a failOnWarnings code that no run reports (a renamed or mistyped one), and accepts real ones', () => {
    const withCodes = (codes: string[]): string => JSON.stringify({ ...JSON.parse(spec), failOnWarnings: codes });
    const r = checkExercise({ folder: 'ex', specJson: withCodes(['W-UNWRITTEN-READ', 'N-UNWRITTEN-READ', 'W-CROSS-SITE']), solution: null, starter: null, wrong: [] }, {} as Engine);
    expect(r.failures.filter((x) => x.includes('failOnWarnings'))).toEqual([
      'ex/exercise.json: failOnWarnings lists `W-UNWRITTEN-READ`, which no run reports (not a warning or note code of the simulator)',
    ]);
  });
});
