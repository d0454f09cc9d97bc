/**
 * DOM-free pieces of the assignment pages (`src/pages/assignments/`): an assignment file
 * read into what a page shows (slug, title, due date in words, points, exercises with
 * their titles and links), and the submission file a learner downloads, built from the
 * code saved in the progress store and checked with the `submissionFile` schema that
 * `warp-school grade` reads (src/schema/assignment.ts).
 */
import { assignment as assignmentSchema, submissionFile, type Assignment, type SubmissionFile } from '../schema/assignment';
import { formatProblem, parseContent } from '../schema/errors';

/** One exercise of an assignment page, in the assignment's order. */
export interface PageExercise {
  /** `<lesson folder>/<exercise folder>`, e.g. `03-shuffles/01-broadcast`. */
  id: string;
  /** The lesson folder, e.g. `03-shuffles`. */
  lesson: string;
  /** The exercise's title (its `exercise.json`). */
  title: string;
  points: number;
  /** The exercise's anchor on its lesson page (`wx-<lesson>--<exercise>`, as `Exercise.astro`). */
  anchor: string;
}

/** An assignment as its page shows it. */
export interface AssignmentPage {
  /** File name without `.json` (`week-1`): the page is `assignments/<slug>/`. */
  slug: string;
  title: string;
  /** The due date as written in the file (ISO 8601), or null when there is none. */
  due: string | null;
  /** The due date for a `<time datetime>` attribute: `YYYY-MM-DD` or a UTC date-time. */
  dueDatetime: string | null;
  /** The due date in words, in UTC, e.g. `Monday 14 December 2026, 23:59 UTC`. */
  dueText: string | null;
  /** Sum of the exercises' points. */
  points: number;
  exercises: PageExercise[];
  /** The parsed assignment, defaults filled in. */
  assignment: Assignment;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * `due` (ISO 8601, as the assignment schema accepts it) in words and as a `<time datetime>`
 * value. A date without a time (`2026-12-14`) reads as that day; a date-time is shown in
 * UTC to the minute (`Monday 14 December 2026, 23:59 UTC`), since the page is the same for
 * every reader. Throws on a string `Date.parse` cannot read.
 */
export function formatDue(due: string): { text: string; datetime: string } {
  const ms = Date.parse(due);
  if (Number.isNaN(ms)) throw new Error(`not a date: \`${due}\``);
  const d = new Date(ms);
  const day = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (/^\d{4}-\d\d-\d\d$/.test(due.trim())) return { text: day, datetime: due.trim() };
  return {
    text: `${day}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`,
    datetime: d.toISOString().replace(/\.000Z$/, 'Z'),
  };
}

/** `points` without a trailing `.0`, with its unit: `10 points`, `1 point`, `2.5 points`. */
export function pointsText(points: number): string {
  const n = Math.round(points * 100) / 100;
  return `${n} point${n === 1 ? '' : 's'}`;
}

/** The anchor of exercise `id` on its lesson page (`03-shuffles/01-broadcast` → `wx-03-shuffles--01-broadcast`). */
export function exerciseAnchorOf(id: string): string {
  return `wx-${id.replace('/', '--')}`;
}

/**
 * Reads assignment file `file` (its path, for messages; the slug is its name without
 * `.json`) from its `text`. `titleOf(id)` gives an exercise's title, or undefined when
 * the course has no such exercise. Throws a readable error (file, field, problem) for
 * invalid JSON, a schema problem, or an exercise the course does not have: the site's
 * build fails rather than publish a page that links nowhere.
 */
export function readAssignmentPage(file: string, text: string, titleOf: (id: string) => string | undefined): AssignmentPage {
  const slug = (file.split('/').pop() ?? file).replace(/\.json$/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not valid JSON (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  const parsed = parseContent(assignmentSchema, json, file);
  if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join('\n'));
  const a = parsed.value;
  const exercises = a.exercises.map((e, i): PageExercise => {
    const title = titleOf(e.id);
    if (title === undefined) throw new Error(`${file}: exercises[${i}].id: the course has no exercise \`${e.id}\``);
    return { id: e.id, lesson: e.id.slice(0, e.id.indexOf('/')), title, points: e.points, anchor: exerciseAnchorOf(e.id) };
  });
  const due = a.due ?? null;
  const formatted = due === null ? null : formatDue(due);
  return {
    slug,
    title: a.title,
    due,
    dueDatetime: formatted?.datetime ?? null,
    dueText: formatted?.text ?? null,
    points: exercises.reduce((n, e) => n + e.points, 0),
    exercises,
    assignment: a,
  };
}

/** A submission file ready to download, and which exercises it holds. */
export interface BuiltSubmission {
  file: SubmissionFile;
  /** Ids with saved code, in the assignment's order. */
  included: string[];
  /** Ids without saved code (left out of the file), in the assignment's order. */
  missing: string[];
}

/**
 * The submission file of assignment `title` with exercises `ids`: each exercise's saved
 * code (`codeOf(id)`; null, or only white space, leaves the exercise out), the learner's
 * name when given, and `submittedAt` (ISO 8601, from `now`). Checked against
 * `submissionFile` (throws a readable error if the result would not be read by the grader).
 */
export function buildSubmission(
  title: string,
  ids: readonly string[],
  codeOf: (id: string) => string | null | undefined,
  options: { student?: string; now?: Date } = {},
): BuiltSubmission {
  const solutions: Record<string, string> = {};
  const included: string[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const code = codeOf(id);
    if (typeof code === 'string' && code.trim() !== '') {
      solutions[id] = code;
      included.push(id);
    } else {
      missing.push(id);
    }
  }
  const student = options.student?.trim();
  const candidate = {
    version: 1 as const,
    assignment: title,
    ...(student ? { student } : {}),
    submittedAt: (options.now ?? new Date()).toISOString(),
    solutions,
  };
  const checked = submissionFile.safeParse(candidate);
  if (!checked.success) throw new Error(`the submission file is not valid: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { file: checked.data, included, missing };
}

/** The line above the download button: `2 of 3 exercises have code to submit.` */
export function readinessText(included: number, total: number): string {
  if (total === 0) return 'This assignment has no exercises.';
  if (included === 0) return `None of the ${total} exercises has saved code yet: write your code in each exercise first.`;
  if (included === total) return total === 1 ? 'The exercise has code to submit.' : `All ${total} exercises have code to submit.`;
  return `${included} of ${total} exercises ${included === 1 ? 'has' : 'have'} code to submit.`;
}

/** The state an exercise's row shows: `done` (a run passed), `started` (code saved or run), else `todo`. */
export type RowState = 'done' | 'started' | 'todo';

/** Words for a {@link RowState}. */
export const STATE_TEXT: Record<RowState, string> = { done: 'Done', started: 'In progress', todo: 'Not started' };

/** A row's state from a progress entry (`completed`, `draft`, `runs`), or `todo` without one. */
export function rowState(p: { completed: boolean; draft: string | null; runs: number } | undefined): RowState {
  if (!p) return 'todo';
  if (p.completed) return 'done';
  return p.draft !== null || p.runs > 0 ? 'started' : 'todo';
}
