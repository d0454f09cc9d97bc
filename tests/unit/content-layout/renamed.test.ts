import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renamedFile, resolveRenamed } from '../../../src/schema';
import { checkRenamed, readRenamed, renamedExercise } from '../../../src/grader/content/renamed';
import { exerciseIds, lessonFolders, loadExercise } from '../../../src/grader/content/read';

describe('resolveRenamed', () => {
  it('returns an id the table does not name unchanged', () => {
    expect(resolveRenamed({ 'a/b': 'c/d' }, 'x/y')).toBe('x/y');
  });
  it('follows a chain of renamings to its end', () => {
    expect(resolveRenamed({ '05-a/01-x': '06-a/01-x', '06-a/01-x': '07-a/01-x' }, '05-a/01-x')).toBe('07-a/01-x');
  });
  it('gives null for a cycle instead of looping', () => {
    expect(resolveRenamed({ '05-a/01-x': '06-a/01-x', '06-a/01-x': '05-a/01-x' }, '05-a/01-x')).toBeNull();
  });
  it('does not take inherited names such as `constructor` for entries', () => {
    expect(resolveRenamed({}, 'constructor')).toBe('constructor');
  });
});

describe('the renamed.json schema', () => {
  it('accepts lesson folders and exercise ids, and fills in empty tables', () => {
    const r = renamedFile.safeParse({ version: 1 });
    expect(r.success && r.data).toEqual({ version: 1, lessons: {}, exercises: {} });
  });
  it('refuses an exercise id without its lesson folder', () => {
    expect(renamedFile.safeParse({ version: 1, exercises: { '01-broadcast': '03-shuffles/01-broadcast' } }).success).toBe(false);
  });
  it('refuses unknown keys', () => {
    expect(renamedFile.safeParse({ version: 1, renames: {} }).success).toBe(false);
  });
});

/* A two-lesson course where `05-old` became `06-new`, written to a temporary folder. */
const root = mkdtempSync(join(tmpdir(), 'warp-school-renamed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function course(renamed: unknown): string {
  const dir = mkdtempSync(join(root, 'c-'));
  cpSync('content/01-warps', join(dir, '01-warps'), { recursive: true });
  mkdirSync(join(dir, '06-new'));
  cpSync('content/01-warps/exercises/01-lane-and-warp', join(dir, '06-new', 'exercises', '01-lane-and-warp'), { recursive: true });
  writeFileSync(join(dir, '06-new', 'index.mdx'), '---\ntitle: New\nsummary: s\nobjectives: [o]\n---\n\n<Exercise id="06-new/01-lane-and-warp" />\n');
  if (renamed !== undefined) writeFileSync(join(dir, 'renamed.json'), typeof renamed === 'string' ? renamed : JSON.stringify(renamed));
  return dir;
}
const known = (dir: string) => new Set(exerciseIds(dir));
const lessons = (dir: string) => new Set(lessonFolders(dir));

describe('a course renamed.json, held to the course', () => {
  it('is the empty table when the course has none', () => {
    const dir = course(undefined);
    expect(readRenamed(dir)).toEqual({ ok: true, table: { version: 1, lessons: {}, exercises: {} } });
    expect(checkRenamed(dir, known(dir), lessons(dir))).toEqual([]);
  });

  it('passes when every old id points at an id the course has', () => {
    const dir = course({ version: 1, lessons: { '05-old': '06-new' }, exercises: { '05-old/01-lane-and-warp': '06-new/01-lane-and-warp' } });
    expect(checkRenamed(dir, known(dir), lessons(dir))).toEqual([]);
  });

  it('names a target the course does not have', () => {
    const dir = course({ version: 1, exercises: { '05-old/01-lane-and-warp': '06-new/02-missing' } });
    const lines = checkRenamed(dir, known(dir), lessons(dir));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('`05-old/01-lane-and-warp` is renamed to `06-new/02-missing`, which the course does not have');
  });

  it('names an old id that the course still has', () => {
    const dir = course({ version: 1, lessons: { '01-warps': '06-new' } });
    expect(checkRenamed(dir, known(dir), lessons(dir))[0]).toContain('the course still has a lesson `01-warps`');
  });

  it('names a cycle', () => {
    const dir = course({ version: 1, exercises: { '05-old/01-x': '04-old/01-x', '04-old/01-x': '05-old/01-x' } });
    expect(checkRenamed(dir, known(dir), lessons(dir)).some((l) => l.includes('form a cycle'))).toBe(true);
  });

  it('reports a file that is not JSON, with its path', () => {
    const dir = course('{ "version": 1, ');
    const lines = checkRenamed(dir, known(dir), lessons(dir));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/renamed\.json: not valid JSON/);
  });
});

describe('loading an exercise by an old id', () => {
  it('loads the exercise the old id names now, under the id it was asked for', () => {
    const dir = course({ version: 1, exercises: { '05-old/01-lane-and-warp': '06-new/01-lane-and-warp' } });
    expect(renamedExercise(dir, '05-old/01-lane-and-warp')).toBe('06-new/01-lane-and-warp');
    const loaded = loadExercise(dir, '05-old/01-lane-and-warp');
    expect('error' in loaded).toBe(false);
    if (!('error' in loaded)) {
      expect(loaded.id).toBe('05-old/01-lane-and-warp');
      const current = loadExercise(dir, '06-new/01-lane-and-warp');
      expect('error' in current ? null : [current.spec, current.reference]).toEqual([loaded.spec, loaded.reference]);
    }
  });

  it('still refuses an id that is neither current nor renamed', () => {
    const dir = course({ version: 1, exercises: { '05-old/01-lane-and-warp': '06-new/01-lane-and-warp' } });
    const loaded = loadExercise(dir, '05-old/02-other');
    expect('error' in loaded && loaded.error).toMatch(/no exercise `05-old\/02-other`/);
  });
});

describe('the course\'s own renamed.json', () => {
  it('maps every exercise id of the lessons that moved to an exercise the course has', () => {
    const r = readRenamed('content');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(checkRenamed('content', known('content'), lessons('content'))).toEqual([]);
    // Lessons 5-11 of the eleven-lesson course moved: 29 entries (27 exercises of lessons
    // 5-11, and the two that left lesson 4 for the new lesson 5); then the capstone moved again, from 14 to 15 past
    // the cooperative-groups lesson, and from 15 to 16 past the lesson on wide values: its 4
    // exercises have an entry for each old id.
    expect(Object.keys(r.table.exercises)).toHaveLength(37);
    for (const old of ['11-capstone/04-top-k', '14-capstone/04-top-k', '15-capstone/04-top-k']) {
      expect(resolveRenamed(r.table.exercises, old)).toBe('16-capstone/04-top-k');
    }
    expect(r.table.exercises['08-warp-reduce/01-warp-sum']).toBe('09-warp-reduce/01-warp-sum');
    expect(r.table.exercises['04-votes/03-compact-two-rounds']).toBe('05-compaction-and-loops/01-compact-two-rounds');
  });
});
