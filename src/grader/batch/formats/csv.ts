/** The CSV report of `warp-school grade` (RFC 4180): one row per student with the total,
 * the points available and one column per exercise of the assignment. */
import type { ClassResult } from '../results';

/** One CSV field, quoted when it holds a comma, quote or line break; a leading `=`, `+`,
 * `-` or `@` is prefixed with `'` so that a spreadsheet does not evaluate a student name. */
export function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Formats `r` as CSV. */
export function formatCsv(r: ClassResult): string {
  const ids = r.assignment.exercises.map((e) => e.id);
  const rows = [['student', 'score', 'points', 'late', ...ids].map(csvField).join(',')];
  for (const s of r.students) {
    const by = new Map(s.exercises.map((e) => [e.id, e.score]));
    rows.push([s.student, s.score, s.points, s.late ? 'yes' : '', ...ids.map((id) => by.get(id) ?? 0)].map(csvField).join(','));
  }
  return rows.join('\r\n') + '\r\n';
}
