/** The text report of `warp-school grade`: one line per student, one per exercise, and the
 * first failing item's message. */
import type { ClassResult } from '../results';

const pts = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** Formats `r` for a terminal. */
export function formatText(r: ClassResult): string {
  const lines = [`${r.assignment.title}: ${r.students.length} submission${r.students.length === 1 ? '' : 's'}, ${r.assignment.points} points, random tests from ${r.assignment.seeds} seeds`];
  for (const s of r.students) {
    lines.push('', `${s.student}  ${pts(s.score)}/${pts(s.points)}${s.late ? '  (late)' : ''}`);
    for (const n of s.notes) lines.push(`  note: ${n}`);
    for (const e of s.exercises) {
      const passed = e.items.filter((i) => i.status === 'passed').length;
      lines.push(`  ${e.id}  ${pts(e.score)}/${pts(e.points)}  ${e.status}${e.items.length > 0 ? ` (${passed}/${e.items.length})` : ''}`);
      if (e.status !== 'passed') lines.push(`    ${e.message}`);
    }
  }
  lines.push('', `graded in ${r.seconds} s${r.workers > 0 ? ` with ${r.workers} worker thread${r.workers === 1 ? '' : 's'}` : ''}`);
  return lines.join('\n') + '\n';
}
