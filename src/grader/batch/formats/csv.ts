/** The CSV report of `warp-school grade` (RFC 4180): one row per student with the roster
 * id and name, the path the submission came from, the total, the points available,
 * lateness, one column per exercise of the assignment and a short notes column. */
import type { ClassResult, StudentResult } from '../results';
import { printable } from '../printable';

/**
 * One CSV field. Control characters are escaped (printable.ts), so no field holds a line
 * break or a tab; a field that would start with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is prefixed with `'`, so that a spreadsheet does not read a student name as a
 * formula (OWASP, CSV Injection); it is quoted when it holds a comma or a quote.
 */
export function csvField(v: string | number): string {
  if (typeof v === 'number') return String(v);
  let s = v;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  s = printable(s);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Most characters of the notes column (the JSON report holds every note in full). */
export const NOTES_MAX = 200;

/** The notes column of a row: the error, the notes, then failed exercises' first reasons, cut short. */
export function rowNotes(s: StudentResult): string {
  const parts = [...(s.error ? [s.error] : []), ...s.notes, ...s.exercises.filter((e) => e.score === 0 && e.points > 0 && !s.error).map((e) => `${e.id}: ${e.message}`)];
  const text = parts.join('; ');
  return text.length > NOTES_MAX ? `${text.slice(0, NOTES_MAX - 1)}…` : text;
}

/** Formats `r` as CSV. */
export function formatCsv(r: ClassResult): string {
  const ids = r.assignment.exercises.map((e) => e.id);
  const rows = [['id', 'name', 'path', 'score', 'points', 'late', ...ids, 'notes'].map(csvField).join(',')];
  for (const s of r.students) {
    const by = new Map(s.exercises.map((e) => [e.id, e.score]));
    rows.push([s.id ?? '', s.name ?? s.student, s.path, s.score, s.points, s.late ? 'yes' : '', ...ids.map((id) => by.get(id) ?? 0), rowNotes(s)].map(csvField).join(','));
  }
  return rows.join('\r\n') + '\r\n';
}
