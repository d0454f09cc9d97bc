/**
 * Hostile class folders: entries that are not regular files are refused before they are
 * opened, names cannot forge report lines or reach the terminal, every row names one
 * entry, and what intake skipped is said. The FIFO cases run the command line in a child
 * process with a time limit: a read that blocked would hang this test's own thread.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assignment } from '../../../src/schema/assignment';
import { csvField, formatCsv, formatText, printable, readClass, readSubmittedFile, type ClassResult } from '../../../src/grader/batch';

const ID = '03-shuffles/01-broadcast';
const a = assignment.parse({ title: 'T', exercises: [{ id: ID, points: 10 }], seeds: { policy: 'public' }, limits: { maxSourceBytes: 1000 } });
const known = new Set([ID, '01-warps/01-lane-and-warp']);
const tmp = (p: string): string => mkdtempSync(join(tmpdir(), `warp-school-${p}-`));
const submission = (student: string, extra: object = {}): string => JSON.stringify({ version: 1, assignment: 'T', student, solutions: {}, ...extra });

describe('entries that are not regular files', () => {
  it('refuses a FIFO named *.json or *.ts without opening it (the command line ends, and says so)', () => {
    const dir = tmp('fifo');
    mkdirSync(join(dir, 'alice'));
    writeFileSync(join(dir, 'alice', 'notes.md'), 'x');
    spawnSync('mkfifo', [join(dir, 'alice', '01-broadcast.ts')]);
    spawnSync('mkfifo', [join(dir, 'bob.json')]);
    const file = join(tmp('fifo-assignment'), 'a.json');
    writeFileSync(file, JSON.stringify({ title: 'T', exercises: [{ id: ID, points: 10 }], seeds: { policy: 'public' } }));
    const r = spawnSync(process.execPath, ['bin/warp-school.mjs', 'grade', '--assignment', file, dir, '--format', 'json', '--workers', '1'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as ClassResult;
    expect(j.students.map((s) => s.student)).toEqual(['alice']);
    expect(j.students[0]!.exercises[0]!.message).toBe('not a regular file (a FIFO (named pipe)): submit the Warp TS source as a plain file');
    expect(j.skipped).toEqual([{ path: join(dir, 'bob.json'), message: 'a FIFO (named pipe), not a regular file: not opened' }]);
  }, 150_000);

  it('refuses a symbolic link to a device node, in a student folder and in the class folder', () => {
    const dir = tmp('dev');
    mkdirSync(join(dir, 'carol'));
    symlinkSync('/dev/zero', join(dir, 'carol', '01-broadcast.ts'));
    symlinkSync('/dev/zero', join(dir, 'dan.json'));
    const { submissions, skipped } = readClass(dir, a, known);
    expect(submissions[0]!.solutions[ID]).toEqual({ problem: 'the file is a symbolic link: submit the Warp TS source itself' });
    expect(skipped[0]!.message).toContain('a symbolic link');
  });

  it('refuses a device node itself', () => {
    const dir = tmp('node');
    const made = spawnSync('mknod', [join(dir, '01-broadcast.ts'), 'c', '1', '5']); // /dev/zero's numbers
    if (made.status !== 0) throw new Error(`mknod failed (this test needs to create a device node): ${made.stderr}`);
    expect(readSubmittedFile(join(dir, '01-broadcast.ts'), 1000)).toEqual({ problem: 'not a regular file (a character device): submit the Warp TS source as a plain file' });
  });
});

describe('student names that try to forge a report', () => {
  const evil = 'mallory\n\u001b[2Jalice  10/10\r\u202eoops';
  const dir = tmp('names');
  writeFileSync(join(dir, 'm.json'), submission(evil));

  it('escapes line breaks, escape sequences and bidirectional controls in the text report', () => {
    const [s] = readClass(dir, a, known).submissions;
    expect(s!.student).toBe('mallory\\n\\x1b[2Jalice  10/10\\r\\u202eoops');
    const result: ClassResult = {
      assignment: { title: 'T', points: 10, exercises: [{ id: ID, points: 10 }], seeds: 'public' }, skipped: [], problems: [], seconds: 0, workers: 0,
      students: [{ student: evil, path: 'p\u001bq', score: 0, points: 10, notes: ['n\u0007'], exercises: [] }],
    };
    const text = formatText(result);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text.split('\n').some((l) => l.startsWith('alice'))).toBe(false);
    expect(text).toContain('mallory\\n\\x1b[2Jalice  10/10\\r\\u202eoops  0/10  (p\\x1bq)');
  });

  it('neutralises a leading =, +, -, @, tab or carriage return in CSV and keeps control characters out', () => {
    for (const lead of ['=', '+', '-', '@']) expect(csvField(`${lead}1+1`)).toBe(`'${lead}1+1`);
    expect(csvField('\t=cmd')).toBe("'\\t=cmd");
    expect(csvField('\r=cmd')).toBe("'\\r=cmd");
    const csv = formatCsv({
      assignment: { title: 'T', points: 10, exercises: [{ id: ID, points: 10 }], seeds: 'public' }, skipped: [], problems: [], seconds: 0, workers: 0,
      students: [{ student: evil, path: 'x', score: 0, points: 10, notes: [], exercises: [] }],
    });
    expect(csv.split('\r\n')).toHaveLength(3); // header, one row, the final empty string
    expect(csv).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
  });

  it('leaves ordinary text as it is', () => {
    expect(printable('Zoë O\'Brien 03-shuffles')).toBe('Zoë O\'Brien 03-shuffles');
  });
});

describe('one row per entry', () => {
  it('names entries that share a student name after their files, so each row is unique and says where it came from', () => {
    const dir = tmp('dupes');
    writeFileSync(join(dir, 'a.json'), submission('bob'));
    writeFileSync(join(dir, 'b.json'), submission('bob'));
    mkdirSync(join(dir, 'bob'));
    writeFileSync(join(dir, 'bob', '01-broadcast.ts'), 'export function kernel() {}\n');
    const subs = readClass(dir, a, known).submissions;
    expect(subs.map((s) => s.student)).toEqual(['bob (a.json)', 'bob (b.json)', 'bob (bob/)']);
    expect(subs.map((s) => s.path)).toEqual([join(dir, 'a.json'), join(dir, 'b.json'), join(dir, 'bob')]);
  });
});

describe('what intake skipped', () => {
  it('says which files of a student folder were skipped and why', () => {
    const dir = tmp('skip');
    mkdirSync(join(dir, 'erin', 'old'), { recursive: true });
    writeFileSync(join(dir, 'erin', '01-broadcast.TS'), 'x');
    writeFileSync(join(dir, 'erin', '01-broadcast.cu'), 'x');
    writeFileSync(join(dir, 'erin', 'notes.txt'), 'x');
    writeFileSync(join(dir, 'erin', '.hidden'), 'x');
    writeFileSync(join(dir, 'erin', 'old', '01-broadcast.ts'), 'x');
    writeFileSync(join(dir, 'erin', '01-Broadcast.ts'), 'x');
    writeFileSync(join(dir, 'README.md'), 'x');
    writeFileSync(join(dir, 'frank.JSON'), submission('frank'));
    const { submissions: [s], skipped } = readClass(dir, a, known);
    expect(s!.notes).toEqual([
      'skipped `01-broadcast.TS`: only names ending in `.ts` (lower case) are read: rename it `01-broadcast.ts`',
      'skipped `01-broadcast.cu`: CUDA C++ is not graded: hand in the Warp TS source as `<exercise folder>.ts`',
      'skipped `notes.txt`: not a `.ts` file',
      'skipped the folder `old/`: nested folders are not read (put the `.ts` files in `erin/` itself)',
    ]);
    expect(s!.extra).toEqual([{ id: '01-Broadcast.ts', message: '`01-Broadcast.ts` names no exercise of the course (did you mean `01-broadcast.ts`?)' }]);
    expect(skipped).toEqual([
      { path: join(dir, 'README.md'), message: 'neither a student folder nor a submission file (`.json`)' },
      { path: join(dir, 'frank.JSON'), message: 'only names ending in `.json` (lower case) are read: rename it `frank.json`' },
    ]);
  });

  it('suggests the full id for a key that is an exercise folder alone, and does not grade it', () => {
    const dir = tmp('short');
    writeFileSync(join(dir, 'gina.json'), submission('gina', { solutions: { '01-broadcast': 'export function kernel() {}' } }));
    const [s] = readClass(dir, a, known).submissions;
    expect(s!.extra).toEqual([{ id: '01-broadcast', message: '`01-broadcast` is not an exercise id: did you mean `03-shuffles/01-broadcast`? (ids are `<lesson folder>/<exercise folder>`; this solution was not graded)' }]);
    expect(s!.solutions[ID]).toEqual({ problem: 'no solution submitted' });
  });

  it('makes a submission file for another assignment an error of its row, not a note', () => {
    const dir = tmp('other');
    writeFileSync(join(dir, 'hal.json'), JSON.stringify({ version: 1, assignment: 'Week 9', solutions: { [ID]: 'export function kernel() {}' } }));
    const [s] = readClass(dir, a, known).submissions;
    expect(s!.error).toBe('the submission file is for assignment `Week 9`, not `T`: hand in the file this assignment\'s page downloads');
    expect(s!.solutions[ID]).toEqual({ problem: s!.error });
  });
});
