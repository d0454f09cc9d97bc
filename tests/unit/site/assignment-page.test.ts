import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildSubmission,
  exerciseAnchorOf,
  formatDue,
  pointsText,
  readAssignmentPage,
  readinessText,
  rowState,
} from '../../../src/site/assignment-page';
import { submissionFile } from '../../../src/schema/assignment';

const titles: Record<string, string> = {
  '01-warps/01-lane-and-warp': 'Lane and warp',
  '03-shuffles/01-broadcast': 'Broadcast',
  '09-warp-reduce/01-warp-sum': 'Warp sum',
};
const titleOf = (id: string) => titles[id];

describe('assignment pages', () => {
  it('reads week-1: slug from the file name, exercises in order with anchors, 30 points, due in words', () => {
    const page = readAssignmentPage('assignments/week-1.json', readFileSync('assignments/week-1.json', 'utf8'), titleOf);
    expect(page.slug).toBe('week-1');
    expect(page.title).toBe('Week 1: lanes, shuffles, reductions');
    expect(page.exercises.map((e) => [e.id, e.lesson, e.title, e.points, e.anchor])).toEqual([
      ['01-warps/01-lane-and-warp', '01-warps', 'Lane and warp', 10, 'wx-01-warps--01-lane-and-warp'],
      ['03-shuffles/01-broadcast', '03-shuffles', 'Broadcast', 10, 'wx-03-shuffles--01-broadcast'],
      ['09-warp-reduce/01-warp-sum', '09-warp-reduce', 'Warp sum', 10, 'wx-09-warp-reduce--01-warp-sum'],
    ]);
    expect(page.points).toBe(30);
    // 2026-12-14 is a Monday (14 December 2026 − 1 January 2026 = 347 days; 1 January 2026 is a Thursday; 347 mod 7 = 4).
    expect(page.dueText).toBe('Monday 14 December 2026, 23:59 UTC');
    expect(page.dueDatetime).toBe('2026-12-14T23:59:00Z');
  });

  it('fails with the file and the field for an exercise the course does not have, and for a schema problem', () => {
    const text = JSON.stringify({ version: 1, title: 'T', exercises: [{ id: '01-warps/99-nope', points: 5 }] });
    expect(() => readAssignmentPage('assignments/t.json', text, titleOf)).toThrow(/assignments\/t\.json: exercises\[0\]\.id: the course has no exercise `01-warps\/99-nope`/);
    const bad = JSON.stringify({ version: 1, title: 'T', exercises: [{ id: '01-warps/01-lane-and-warp', points: -1 }] });
    expect(() => readAssignmentPage('assignments/t.json', bad, titleOf)).toThrow(/assignments\/t\.json.*exercises\[0\]\.points/);
    expect(() => readAssignmentPage('assignments/t.json', '{ oops', titleOf)).toThrow(/not valid JSON/);
  });

  it('has no due text without a due date', () => {
    const page = readAssignmentPage('a/x.json', JSON.stringify({ title: 'X', exercises: [{ id: '03-shuffles/01-broadcast', points: 2.5 }] }), titleOf);
    expect([page.due, page.dueText, page.dueDatetime, page.points]).toEqual([null, null, null, 2.5]);
  });

  it('formats due dates in UTC; a date alone stays a date', () => {
    expect(formatDue('2026-12-14')).toEqual({ text: 'Monday 14 December 2026', datetime: '2026-12-14' });
    // 23:30 at UTC−05:00 is 04:30 UTC the next day; 1 January 2027 is a Friday (2026 has 365 days: Thursday + 1).
    expect(formatDue('2026-12-31T23:30:00-05:00')).toEqual({ text: 'Friday 1 January 2027, 04:30 UTC', datetime: '2027-01-01T04:30:00Z' });
    expect(() => formatDue('next week')).toThrow(/not a date/);
  });

  it('words points and anchors', () => {
    expect([pointsText(1), pointsText(10), pointsText(2.5)]).toEqual(['1 point', '10 points', '2.5 points']);
    expect(exerciseAnchorOf('12-scans/01-inclusive-scan')).toBe('wx-12-scans--01-inclusive-scan');
  });
});

describe('the submission file', () => {
  const ids = Object.keys(titles);
  const now = new Date('2026-12-01T10:00:00Z');

  it('holds the saved code of each exercise that has some, and names the others', () => {
    const code: Record<string, string | null> = { '01-warps/01-lane-and-warp': 'export function kernel() {}\n', '03-shuffles/01-broadcast': null, '09-warp-reduce/01-warp-sum': '  \n' };
    const built = buildSubmission('Week 1', ids, (id) => code[id], { student: '  ada  ', now });
    expect(built.included).toEqual(['01-warps/01-lane-and-warp']);
    expect(built.missing).toEqual(['03-shuffles/01-broadcast', '09-warp-reduce/01-warp-sum']);
    expect(built.file).toEqual({
      version: 1,
      assignment: 'Week 1',
      student: 'ada',
      submittedAt: '2026-12-01T10:00:00.000Z',
      solutions: { '01-warps/01-lane-and-warp': 'export function kernel() {}\n' },
    });
    expect(submissionFile.parse(JSON.parse(JSON.stringify(built.file)))).toEqual(built.file);
  });

  it('leaves `student` out when no name is given', () => {
    const built = buildSubmission('Week 1', ids, () => 'x', { student: ' ', now });
    expect('student' in built.file).toBe(false);
    expect(Object.keys(built.file.solutions)).toEqual(ids);
  });

  it('says how many exercises have code', () => {
    expect(readinessText(2, 3)).toBe('2 of 3 exercises have code to submit.');
    expect(readinessText(1, 3)).toBe('1 of 3 exercises has code to submit.');
    expect(readinessText(3, 3)).toBe('All 3 exercises have code to submit.');
    expect(readinessText(0, 3)).toMatch(/^None of the 3 exercises has saved code yet/);
  });

  it('gives each row its state from the progress entry', () => {
    const base = { completed: false, draft: null, runs: 0 };
    expect(rowState(undefined)).toBe('todo');
    expect(rowState(base)).toBe('todo');
    expect(rowState({ ...base, draft: 'x' })).toBe('started');
    expect(rowState({ ...base, runs: 1 })).toBe('started');
    expect(rowState({ ...base, completed: true, runs: 1 })).toBe('done');
  });
});
