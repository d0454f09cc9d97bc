/** The text report of `warp-school grade`: one line per student (roster id, name, score,
 * where the submission came from), one per exercise, and the first failing item's
 * message; then what intake skipped and the roster's problems. Every line goes through
 * printable.ts, so a student or file name cannot forge a line or reach the terminal as
 * an escape sequence. */
import type { ClassResult } from '../results';
import { printable } from '../printable';

/** Points as a whole number or with two decimals. */
export const pts = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** Formats `r` for a terminal. */
export function formatText(r: ClassResult): string {
  const lines = [`${r.assignment.title}: ${r.students.length} submission${r.students.length === 1 ? '' : 's'}, ${r.assignment.points} points, random tests from ${r.assignment.seeds} seeds`];
  for (const s of r.students) {
    const who = s.id !== undefined ? `${s.id}  ${s.name ?? s.student}` : s.student;
    lines.push('', `${who}  ${pts(s.score)}/${pts(s.points)}${s.late ? '  (late)' : ''}${s.path ? `  (${s.path})` : ''}`);
    if (s.error) {
      lines.push(`  error: ${s.error}`);
      continue;
    }
    for (const n of s.notes) lines.push(`  note: ${n}`);
    for (const e of s.exercises) {
      const passed = e.items.filter((i) => i.status === 'passed').length;
      lines.push(`  ${e.id}  ${pts(e.score)}/${pts(e.points)}  ${e.status}${e.items.length > 0 ? ` (${passed}/${e.items.length})` : ''}`);
      if (e.status !== 'passed') lines.push(`    ${e.message}`);
    }
  }
  if (r.problems.length > 0) {
    lines.push('', 'roster problems:');
    for (const p of r.problems) lines.push(`  ${p.path}: ${p.message}`);
  }
  if (r.skipped.length > 0) {
    lines.push('', 'skipped in the class folder:');
    for (const p of r.skipped) lines.push(`  ${p.path}: ${p.message}`);
  }
  lines.push('', `graded in ${r.seconds} s${r.workers > 0 ? ` with ${r.workers} worker thread${r.workers === 1 ? '' : 's'}` : ''}`);
  return lines.map(printable).join('\n') + '\n';
}
