/**
 * The template repository of a GitHub Classroom assignment (`warp-school classroom`):
 * the files a student's repository starts with.
 *
 * ```
 * README.md                          what to do, the exercises and their points, how it is graded
 * solutions/<exercise folder>.ts     each exercise's starter code
 * .github/workflows/classroom.yml    the autograding workflow (workflow.ts)
 * ```
 */
import { exerciseSlug, type Assignment } from '../../schema/assignment';
import type { ExerciseSpec } from '../../schema';
import { classroomWorkflow } from './workflow';

/** One exercise of the assignment, as the template needs it. */
export interface TemplateExercise {
  id: string;
  points: number;
  spec: ExerciseSpec;
  starter: string;
}

/** Options of the template: where the course site is, for links to each exercise. */
export interface TemplateOptions {
  /** The assignment's name (`week-1` for `assignments/week-1.json`). */
  name: string;
  /** The course site's address (e.g. `https://my-org.github.io/warp-school/`), if any. */
  site?: string;
}

/** Exercise text as Markdown: the statements' light Markdown is Markdown already; outside
 * its `code` spans, `_` (intrinsic names in titles) and `<` are escaped. */
const md = (s: string): string => s.trim().split(/(`[^`]*`)/).map((part) => (part.startsWith('`') ? part : part.replace(/_/g, '\\_').replace(/</g, '&lt;'))).join('');

/** A date as `14 December 2026, 23:59 UTC`. */
export function readableDate(iso: string): string {
  const d = new Date(iso);
  const day = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return /T/.test(iso) ? `${day}, ${d.toISOString().slice(11, 16)} UTC` : day;
}

/** The student README. */
export function studentReadme(a: Assignment, exercises: TemplateExercise[], opts: TemplateOptions): string {
  const points = exercises.reduce((t, e) => t + e.points, 0);
  const link = (id: string): string => {
    if (!opts.site) return `\`${id}\``;
    const [lesson, slug] = id.split('/');
    return `[\`${id}\`](${opts.site.replace(/\/?$/, '/')}lessons/${lesson}/#exercise-${slug})`;
  };
  const out = [
    `# ${md(a.title)}`, '',
    `${a.due ? `Due ${readableDate(a.due)}. ` : ''}${exercises.length} exercise${exercises.length === 1 ? '' : 's'}, ${points} points.`, '',
    'Write each solution in Warp TS in its file in `solutions/`, starting from the code that is there. Keep the file names:',
    'the grader finds an exercise by its file name.', '',
    '| File | Exercise | Points |', '| --- | --- | --- |',
    ...exercises.map((e) => `| \`solutions/${exerciseSlug(e.id)}.ts\` | ${md(e.spec.title)} (${link(e.id)}) | ${e.points} |`),
    '',
  ];
  for (const e of exercises) {
    out.push(`## ${md(e.spec.title)}`, '', md(e.spec.summary), '');
    if (e.spec.kind === 'function' && e.spec.function) out.push(`Write \`${e.spec.function.signature}\`.`, '');
  }
  out.push(
    '## Trying your code', '',
    `Each exercise runs in the course site${opts.site ? ` (${opts.site})` : ''}: paste your code into its editor and press Run.`,
    'There you see its fixed tests and random tests; the grade uses the fixed tests and other random tests.', '',
    '## How it is graded', '',
    'Every push runs `.github/workflows/classroom.yml`. It grades each file from its source with the course\'s grader: the',
    'fixed tests the site shows, random tests drawn from a secret (not the ones the site runs), each under the default schedule',
    'and adversarial schedules that Independent Thread Scheduling also allows, and the exercise\'s rules. An exercise\'s points are',
    'shared among its tests and rules; a rule counts as far as the tests pass. The run\'s page (the Actions tab) shows the',
    'points of each exercise and the first problem of each that did not pass; GitHub Classroom shows the total.', '',
    'Do not edit the workflow: the grade your instructor records comes from their own run of the same grader.', '',
  );
  return out.join('\n');
}

/** Every file of the template repository, by path. */
export function templateFiles(a: Assignment, exercises: TemplateExercise[], opts: TemplateOptions): Map<string, string> {
  const files = new Map<string, string>();
  files.set('README.md', studentReadme(a, exercises, opts));
  for (const e of exercises) files.set(`solutions/${exerciseSlug(e.id)}.ts`, e.starter);
  files.set('.github/workflows/classroom.yml', classroomWorkflow(opts.name));
  return files;
}
