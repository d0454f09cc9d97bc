/**
 * Feedback files (`warp-school grade --feedback DIR`): one text file per student with the
 * score, each exercise's points and every failing test and rule with its message. A
 * random test drawn from the assignment's secret is hidden: its feedback gives the reason
 * in brief (`3 of 64 checked elements wrong`, `line 12: undefined value`), not the expected
 * values, unless the instructor asks for them (`--feedback-expected`). Tests the learner
 * could see (fixed tests, and random tests of public seeds) are given in full.
 */
import type { ClassResult, StudentResult } from '../results';
import { printable } from '../printable';
import { pts } from './text';

/** One feedback file: its name in DIR and its text. */
export interface FeedbackFile {
  file: string;
  text: string;
}

/** A file name from `s`: letters, digits, `.`, `_` and `-` only, never starting with `.`. */
export function safeFileName(s: string): string {
  const cleaned = s.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 80);
  return cleaned === '' ? 'student' : cleaned;
}

/** The feedback text for one student. */
export function feedbackText(r: ClassResult, s: StudentResult, opts: { hiddenValues: boolean }): string {
  const who = s.id !== undefined ? `${s.name ?? s.student} (${s.id})` : s.student;
  const lines = [`${r.assignment.title}: feedback for ${who}`, `Score: ${pts(s.score)} of ${pts(s.points)} points${s.late ? ' (submitted late)' : ''}`];
  if (s.path) lines.push(`Graded from: ${s.path}`);
  if (s.error) lines.push('', `Not graded: ${s.error}`);
  for (const n of s.notes) lines.push(`Note: ${n}`);
  for (const e of s.exercises) {
    lines.push('', `${e.id}: ${pts(e.score)} of ${pts(e.points)} points, ${e.status}`);
    if (e.status === 'passed') continue;
    const failing = e.items.filter((i) => i.status !== 'passed');
    if (failing.length === 0) lines.push(`  ${e.message}`);
    for (const i of failing) {
      if (i.kind === 'submission') lines.push(`  ${i.message}`);
      else if (i.hidden && !opts.hiddenValues) lines.push(`  ${i.name} (a hidden test): ${i.brief ?? 'failed'}`);
      else lines.push(`  ${i.name}${i.hidden ? ' (a hidden test)' : ''}: ${i.message}`);
    }
  }
  return lines.map(printable).join('\n') + '\n';
}

/** Every student's feedback file, with unique names (`<id or name>.txt`). */
export function feedbackFiles(r: ClassResult, opts: { hiddenValues: boolean }): FeedbackFile[] {
  const taken = new Set<string>();
  return r.students.map((s) => {
    const base = safeFileName(s.id ?? s.student);
    let file = `${base}.txt`;
    for (let n = 2; taken.has(file.toLowerCase()); n++) file = `${base}-${n}.txt`;
    taken.add(file.toLowerCase());
    return { file, text: feedbackText(r, s, opts) };
  });
}
