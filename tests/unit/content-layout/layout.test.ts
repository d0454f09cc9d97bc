import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exerciseFolderOf, parseExerciseJson, readExerciseContent } from '../../../src/grader/content/layout';
import { exerciseIds, readExerciseFiles } from '../../../src/grader/content/read';
import { loadExercises } from '../../../src/site/exercise-loader';

const FIXTURE = 'tests/e2e/fixtures/content';
const tmp = mkdtempSync(join(tmpdir(), 'warp-content-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the fixture course under a fresh folder, with `edit` applied. */
function course(name: string, edit: (root: string) => void): string {
  const root = join(tmp, name);
  cpSync(FIXTURE, root, { recursive: true });
  edit(root);
  return root;
}

describe('the content layout', () => {
  it('places an exercise under its lesson folder', () => {
    expect(exerciseFolderOf('content/', '03-shuffles/01-broadcast')).toBe('content/03-shuffles/exercises/01-broadcast');
  });

  it('names the file and says how to write JSON when exercise.json does not parse', () => {
    const r = parseExerciseJson('{ "title": "x", }', 'c/ex/exercise.json');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toEqual([
        expect.stringMatching(/^c\/ex\/exercise\.json: not valid JSON: .*\(hint: .*no comma after the last item\)$/),
      ]);
  });

  it('names the file, the field and a hint when the spec breaks the schema', () => {
    const r = parseExerciseJson(
      '{ "title": "x", "summary": "y", "launch": { "block": 32 }, "colour": 1 }',
      'ex/exercise.json',
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.join('\n')).toMatch(
        /^ex\/exercise\.json: .*colour.*\(hint: remove the key or check its spelling/m,
      );
  });

  it('wants a starter and a solution beside the spec', () => {
    const files = readExerciseFiles(FIXTURE, '02-shuffles/01-broadcast')!;
    const r = readExerciseContent('02-shuffles/01-broadcast', { ...files, starter: null, solution: null });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toEqual([
        `${FIXTURE}/02-shuffles/exercises/01-broadcast/starter.ts: missing (hint: the code the learner starts from)`,
        `${FIXTURE}/02-shuffles/exercises/01-broadcast/solution.ts: missing (hint: the reference solution)`,
      ]);
    }
  });
});

describe('the exercises collection', () => {
  it('reads every exercise of the course', () => {
    const ids = exerciseIds('content');
    expect(ids.length).toBeGreaterThan(20);
    expect(loadExercises('content').map((e) => e.id)).toEqual(ids);
  });

  it('fails with every malformed exercise.json, each with its path, field and hint', () => {
    const root = course('bad', (r) => {
      writeFileSync(join(r, '02-shuffles/exercises/02-rotate/exercise.json'), '{ "title": "Rotate" ');
      writeFileSync(
        join(r, '01-warps/exercises/01-lane-id/exercise.json'),
        '{ "title": "", "summary": "s", "launch": { "block": 32 } }',
      );
    });
    const show = (p: string): string => p.replace(`${root}/`, '');
    expect(() => loadExercises(root, show)).toThrow(
      /the course's exercises have \d+ problems:\n01-warps\/exercises\/01-lane-id\/exercise\.json: title: .*\n(.*\n)*02-shuffles\/exercises\/02-rotate\/exercise\.json: not valid JSON/,
    );
  });
});
