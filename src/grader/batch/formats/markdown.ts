/**
 * The Markdown report of `warp-school grade` (`--format markdown`), for a CI run's summary
 * page (`$GITHUB_STEP_SUMMARY`): per student a heading with the score and a table of the
 * exercises. Every text that comes from a submission or the grader is made printable
 * (printable.ts) and has Markdown's and HTML's special characters escaped, so that a
 * student name cannot close a table, add a heading, a link or an image, or forge a score.
 */
import type { ClassResult } from '../results';
import { printable } from '../printable';
import { pts } from './text';

/** `s` as literal Markdown text (GitHub Flavored Markdown): control characters escaped,
 * then every ASCII punctuation character that Markdown or a table reads is backslash-escaped
 * (CommonMark §2.4 Backslash escapes), `&` and `<` written as entities. */
export function mdText(s: string): string {
  return printable(s)
    .replace(/[\\`*_{}[\]()#+\-.!|~>:"'$%=^]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** Formats `r` as Markdown. */
export function formatMarkdown(r: ClassResult): string {
  const out = [`## ${mdText(r.assignment.title)}`, ''];
  for (const s of r.students) {
    const who = s.id !== undefined ? `${s.id} ${s.name ?? s.student}` : s.student;
    out.push(`### ${mdText(who)}: ${pts(s.score)}/${pts(s.points)}${s.late ? ' (late)' : ''}`, '');
    if (s.error) { out.push(`Error: ${mdText(s.error)}`, ''); continue; }
    for (const n of s.notes) out.push(`- ${mdText(n)}`);
    if (s.notes.length > 0) out.push('');
    out.push('| Exercise | Points | Status | First problem |', '| --- | --- | --- | --- |');
    for (const e of s.exercises) {
      out.push(`| ${mdText(e.id)} | ${pts(e.score)}/${pts(e.points)} | ${e.status} | ${e.status === 'passed' ? '' : mdText(e.message)} |`);
    }
    out.push('');
  }
  for (const p of [...r.problems, ...r.skipped]) out.push(`- ${mdText(p.path)}: ${mdText(p.message)}`);
  return out.join('\n') + '\n';
}
