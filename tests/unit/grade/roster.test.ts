/**
 * Grading against a roster (`--roster`): rows carry the roster id, unplaced and doubled
 * submissions are listed with their paths, and the rule for which one counts is applied
 * as src/grader/batch/roster.ts states it.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assignment } from '../../../src/schema/assignment';
import { gradeClass, parseCsv, parseRoster, formatCsv } from '../../../src/grader/batch';

const ID = '03-shuffles/01-broadcast';
const a = assignment.parse({ title: 'T', exercises: [{ id: ID, points: 10 }], seeds: { policy: 'public' } });
const reference = readFileSync('content/03-shuffles/exercises/01-broadcast/solution.ts', 'utf8');
const sub = (extra: object): string => JSON.stringify({ version: 1, assignment: 'T', solutions: {}, ...extra });

describe('reading a roster', () => {
  it('reads RFC 4180 CSV: quoted commas, doubled quotes, line breaks in quotes, CRLF', () => {
    expect(parseCsv('a,"b,c","d ""e"""\r\n"x\ny",z\n')).toEqual([['a', 'b,c', 'd "e"'], ['x\ny', 'z']]);
  });

  it('takes id, name and aliases (several per field, split on ;) and GitHub Classroom\'s export columns', () => {
    expect(parseRoster('id,name,aliases\ns1,Ann Lee,annl;ann-repo\n', 'r.csv')).toEqual([{ id: 's1', name: 'Ann Lee', aliases: ['annl', 'ann-repo'] }]);
    expect(parseRoster('"identifier","github_username","github_id","name"\n"ann@uni.edu","annl","123","Ann Lee"\n', 'r.csv'))
      .toEqual([{ id: 'ann@uni.edu', name: 'Ann Lee', aliases: ['annl'] }]);
  });

  it('refuses a roster without an id column, a repeated id, or a name that places two students', () => {
    expect(() => parseRoster('name\nAnn\n', 'r.csv')).toThrow('r.csv:1: the header row names no `id` column');
    expect(() => parseRoster('id,aliases\ns1,x\ns1,y\n', 'r.csv')).toThrow('r.csv:3: the id `s1` is listed twice');
    expect(() => parseRoster('id,aliases\ns1,same\ns2,same\n', 'r.csv')).toThrow('r.csv:3: `same` names both `s1` and `s2`');
  });
});

describe('grading a class against a roster', () => {
  const dir = mkdtempSync(join(tmpdir(), 'warp-school-roster-'));
  mkdirSync(join(dir, 'annl'));
  writeFileSync(join(dir, 'annl', '01-broadcast.ts'), reference);
  // Two files for Ben: the later submittedAt counts.
  writeFileSync(join(dir, 'ben-1.json'), sub({ student: 'Ben Ode', submittedAt: '2026-12-10T10:00:00Z' }));
  writeFileSync(join(dir, 'ben-2.json'), sub({ student: 'ben', submittedAt: '2026-12-11T10:00:00Z', solutions: { [ID]: reference } }));
  // Two entries for Cy, one a folder (no submittedAt): neither counts.
  mkdirSync(join(dir, 'cy'));
  writeFileSync(join(dir, 'cy', '01-broadcast.ts'), reference);
  writeFileSync(join(dir, 'cy.json'), sub({ submittedAt: '2026-12-11T10:00:00Z' }));
  writeFileSync(join(dir, 'stranger.json'), sub({ student: 'Who Knows' }));
  const roster = parseRoster('id,name,aliases\ns1,Ann Lee,annl\ns2,Ben Ode,ben\ns3,Cy Dee,cy\ns4,Di Ana,\n', 'roster.csv');

  it('gives each roster entry one row with its id, lists the problems with their paths, and applies the latest-submittedAt rule', async () => {
    const r = await gradeClass(a, dir, { contentRoot: 'content', env: {}, workers: 0, roster });
    expect(r.students.map((s) => [s.id, s.name, s.score])).toEqual([
      ['s1', 'Ann Lee', 10], ['s2', 'Ben Ode', 10], ['s3', 'Cy Dee', 0], ['s4', 'Di Ana', 0], [undefined, undefined, 0],
    ]);
    expect(r.students[1]!.path).toBe(join(dir, 'ben-2.json'));
    expect(r.students[2]!.error).toBe(`2 submissions for \`s3\` (\`${join(dir, 'cy.json')}\`, \`${join(dir, 'cy')}\`) and no latest \`submittedAt\` to choose by: none is graded; keep one`);
    expect(r.students[3]!.notes).toEqual(['no submission found for this roster entry']);
    expect(r.students[4]!.student).toBe('Who Knows');
    expect(r.problems.map((p) => p.path)).toEqual([join(dir, 'stranger.json'), join(dir, 'ben-1.json'), join(dir, 'cy.json'), join(dir, 'cy')]);
    expect(r.problems[0]!.message).toBe('`stranger` or `Who Knows` matches no roster entry (id, name or alias): graded without an id; add it to the roster as an alias');
    expect(r.problems[1]!.message).toContain(`the one with the latest \`submittedAt\` counts, \`${join(dir, 'ben-2.json')}\` (2026-12-11T10:00:00Z); this one is not graded`);
    const csv = formatCsv(r).split('\r\n');
    expect(csv[0]).toBe(`id,name,path,score,points,late,${ID},notes`);
    expect(csv[1]).toBe(`s1,Ann Lee,${join(dir, 'annl')},10,10,,10,`);
    expect(csv[4]).toBe(`s4,Di Ana,,0,10,,0,no submission found for this roster entry; ${ID}: no submission`);
  }, 120_000);
});
