/** Reading submissions without trusting them: folder or file, symbolic links, size. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assignment } from '../../../src/schema/assignment';
import { readSubmissions, readSubmittedFile, checkSource } from '../../../src/grader/batch';

const a = assignment.parse({
  title: 'T', exercises: [{ id: '03-shuffles/01-broadcast', points: 10 }], seeds: { policy: 'public' }, limits: { maxSourceBytes: 100 },
});
const known = new Set(['03-shuffles/01-broadcast']);

describe('reading submissions', () => {
  it('refuses a symbolic link, which could point at any file of the grading machine', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-sub-'));
    symlinkSync('/etc/hostname', join(dir, '01-broadcast.ts'));
    const [s] = readSubmissions(dir, a, known);
    expect(s!.solutions['03-shuffles/01-broadcast']).toEqual({ problem: 'the file is a symbolic link: submit the Warp TS source itself' });
  });

  it('refuses an oversized file before reading it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-sub-'));
    writeFileSync(join(dir, 'big.ts'), 'x'.repeat(101));
    expect(readSubmittedFile(join(dir, 'big.ts'), 100)).toEqual({ problem: 'the file is too large: 101 bytes (the limit is 100)' });
  });

  it('refuses text with NUL bytes and accepts UTF-8 text', () => {
    expect(checkSource(new TextEncoder().encode('a\u0000b'), 100)).toEqual({ problem: 'the file is not text (it holds NUL bytes): submit the Warp TS source' });
    expect(checkSource(new TextEncoder().encode('// é\n'), 100)).toEqual({ source: '// é\n' });
  });

  it('reads a class folder: subfolders and JSON files are students, other files are ignored', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-class-'));
    mkdirSync(join(dir, 'zoe'));
    writeFileSync(join(dir, 'zoe', '01-broadcast.ts'), 'export function kernel() {}\n');
    writeFileSync(join(dir, 'adam.json'), JSON.stringify({ version: 1, assignment: 'T', solutions: {} }));
    writeFileSync(join(dir, 'README.md'), 'hello');
    const subs = readSubmissions(dir, a, known);
    expect(subs.map((s) => s.student)).toEqual(['adam', 'zoe']);
    expect(subs[0]!.solutions['03-shuffles/01-broadcast']).toEqual({ problem: 'no solution submitted' });
  });

  it('names two entries for one student after their files too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warp-school-class-'));
    mkdirSync(join(dir, 'bob'));
    writeFileSync(join(dir, 'bob', '01-broadcast.ts'), 'export function kernel() {}\n');
    writeFileSync(join(dir, 'bob.json'), JSON.stringify({ version: 1, assignment: 'T', solutions: {} }));
    expect(readSubmissions(dir, a, known).map((s) => s.student)).toEqual(['bob (bob.json)', 'bob (bob/)']);
  });
});
