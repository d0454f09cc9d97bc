/** The assignment and submission file schemas (src/schema/assignment.ts). */
import { describe, expect, it } from 'vitest';
import { assignment, exerciseSlug, submissionFile } from '../../../src/schema/assignment';

const base = { title: 'Week 1', exercises: [{ id: '03-shuffles/01-broadcast', points: 10 }] };

describe('assignment files', () => {
  it('fills in hidden seeds from WARP_SCHOOL_SEED and the default limits', () => {
    const a = assignment.parse(base);
    expect(a.seeds).toEqual({ policy: 'hidden', env: 'WARP_SCHOOL_SEED' });
    expect(a.limits).toEqual({ steps: 20_000_000, timeoutSeconds: 60, maxSourceBytes: 65_536 });
  });
  it('rejects an exercise listed twice', () => {
    const r = assignment.safeParse({ ...base, exercises: [...base.exercises, ...base.exercises] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('`03-shuffles/01-broadcast` is listed twice');
  });
  it('rejects two exercises whose submission files would share a name', () => {
    const r = assignment.safeParse({ ...base, exercises: [{ id: '02-a/01-x', points: 1 }, { id: '03-b/01-x', points: 1 }] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toContain('share the file name `01-x.ts`');
  });
  it('rejects a due date that is not a date', () => {
    expect(assignment.safeParse({ ...base, due: 'next friday' }).success).toBe(false);
    expect(assignment.safeParse({ ...base, due: '2026-12-14' }).success).toBe(true);
  });
  it('names the submission file of an exercise after its folder', () => {
    expect(exerciseSlug('03-shuffles/01-broadcast')).toBe('01-broadcast');
  });
});

describe('submission files', () => {
  it('accepts version 1 with solutions by exercise id', () => {
    expect(submissionFile.safeParse({ version: 1, assignment: 'Week 1', solutions: { '03-shuffles/01-broadcast': 'export function kernel() {}' } }).success).toBe(true);
  });
  it('drops keys it does not know, such as a score the page showed', () => {
    const r = submissionFile.parse({ version: 1, assignment: 'Week 1', solutions: {}, scores: { x: 10 } });
    expect(r).toEqual({ version: 1, assignment: 'Week 1', solutions: {} });
  });
  it('rejects another version and a solution that is not text', () => {
    expect(submissionFile.safeParse({ version: 2, assignment: 'Week 1', solutions: {} }).success).toBe(false);
    expect(submissionFile.safeParse({ version: 1, assignment: 'Week 1', solutions: { x: 5 } }).success).toBe(false);
  });
});
