/**
 * `warp-school grade`: grades Warp TS submissions from their source (never from a score a
 * page reported).
 *
 *   warp-school grade --exercise ID FILE [--points N] [--seed N] [--format F]
 *   warp-school grade --assignment FILE PATH [--format F] [--out F=FILE]... [--workers N]
 *       [--content DIR] [--roster CSV] [--feedback DIR [--feedback-expected]] [--fail-under S]
 *
 * `--exercise` grades one file against one exercise (public random tests, or hidden ones
 * drawn from `--seed`). `--assignment` grades a class: PATH is a folder with one
 * subfolder (of `<exercise folder>.ts` files) or one submission JSON file per student, or
 * one student's folder or file. Formats: `text` (default), `json`, `csv`, `junit`,
 * `markdown` (a CI summary page), `classroom` (GitHub Classroom's autograding reporter;
 * one submission). `--out FORMAT=FILE` writes another format to a file from the same run.
 * `--roster` places submissions on a class list (src/grader/batch/roster.ts);
 * `--feedback DIR` writes one file per student (formats/feedback.ts).
 * Exit status: 0 when grading ran, whatever the scores; 1 when `--fail-under S` is given
 * and a submission scored below S (points, or a percentage with `%`); 2 for bad input
 * (unreadable or invalid assignment or roster, unknown exercise, missing path, missing
 * secret seed, bad option).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { assignment as assignmentSchema, exerciseSlug, type Assignment } from '../../schema/assignment';
import { formatProblem, parseContent } from '../../schema';
import {
  BadInput, FORMATS, feedbackFiles, formatResult, gradeClass, gradeSubmissions, loadAssignmentExercises, parseRoster, seedsFor,
  printable, readSubmittedFile, type ClassResult, type Format, type RosterEntry, type Submission,
} from '../../grader/batch';

interface Opts {
  exercise?: string;
  assignment?: string;
  format: Format;
  workers?: string;
  content?: string;
  points?: string;
  seed?: string;
  progress?: boolean;
  roster?: string;
  feedback?: string;
  feedbackExpected?: boolean;
  failUnder?: string;
  out: string[];
}

/** Reads and validates an assignment file; throws {@link BadInput} with one line per problem. */
export function readAssignment(file: string): Assignment {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BadInput(`no assignment file at ${file}`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new BadInput(`${file}: not valid JSON: ${(e as Error).message}`);
  }
  const parsed = parseContent(assignmentSchema, data, file);
  if (!parsed.ok) throw new BadInput(parsed.problems.map(formatProblem).join('\n'));
  return parsed.value;
}

function positiveInt(v: string | undefined, what: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new BadInput(`${what} \`${v}\`: a whole number`);
  return Number(v);
}

/** One exercise, one file: an assignment of one exercise and one student. */
async function gradeOne(o: Opts, file: string, contentRoot: string, workers: number | undefined) {
  const id = o.exercise!;
  const seed = o.seed === undefined ? undefined : Number(o.seed);
  if (seed !== undefined && !Number.isInteger(seed)) throw new BadInput(`--seed \`${o.seed}\`: a whole number`);
  const points = o.points === undefined ? 10 : Number(o.points);
  if (!(points > 0)) throw new BadInput(`--points \`${o.points}\`: a positive number`);
  const a = assignmentSchema.parse({
    title: id, exercises: [{ id, points }],
    seeds: seed === undefined ? { policy: 'public' } : { policy: 'hidden', seed },
  });
  if (!existsSync(file) || !statSync(file).isFile()) throw new BadInput(`no submission file at ${file}`);
  const exercises = loadAssignmentExercises(a, contentRoot);
  const seeds = seedsFor(a, {}); // --seed alone decides: no environment variable here
  const sub: Submission = {
    student: basename(file), path: file, names: [basename(file)], notes: [], extra: [],
    solutions: { [id]: readSubmittedFile(file, a.limits.maxSourceBytes) },
  };
  return gradeSubmissions(a, exercises, seeds, [sub], { contentRoot, ...(workers !== undefined ? { workers } : {}) });
}

/** Reads a roster CSV file; throws {@link BadInput} with one line per problem. */
export function readRoster(file: string): RosterEntry[] {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BadInput(`no roster file at ${file}`);
  try {
    return parseRoster(readFileSync(file, 'utf8'), file);
  } catch (e) {
    throw new BadInput((e as Error).message);
  }
}

/** `--out FORMAT=FILE` values, checked. */
function outputs(values: string[]): { format: Format; file: string }[] {
  return values.map((v) => {
    const m = /^([a-z]+)=(.+)$/.exec(v);
    if (!m || !(m[1]! in FORMATS)) throw new BadInput(`--out \`${v}\`: FORMAT=FILE, FORMAT one of ${Object.keys(FORMATS).join(', ')}`);
    return { format: m[1] as Format, file: m[2]! };
  });
}

/** `--fail-under` as a number of points for an assignment of `points` (`N` or `N%`). */
export function threshold(v: string, points: number): number {
  const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(v.trim());
  if (!m) throw new BadInput(`--fail-under \`${v}\`: a score in points (\`24\`) or a percentage (\`80%\`)`);
  return m[2] ? (Number(m[1]) / 100) * points : Number(m[1]);
}

/** Formats `r` as `format`, a format's refusal (classroom: one submission) as {@link BadInput}. */
function formatted(r: ClassResult, format: Format): string {
  try {
    return formatResult(r, format);
  } catch (e) {
    throw new BadInput(`--format ${format}: ${(e as Error).message}`);
  }
}

/** Entry point of `warp-school grade`. */
export async function main(argv: string[]): Promise<number> {
  const cmd = new Command('warp-school grade')
    .argument('<path>', 'with --exercise: the submission file; with --assignment: a class folder, a student folder or a submission file')
    .option('--exercise <id>', 'grade one file against this exercise, e.g. 03-shuffles/01-broadcast')
    .option('--assignment <file>', 'grade against this assignment file (JSON)')
    .addOption(new Option('--format <format>', 'output format').choices(Object.keys(FORMATS)).default('text'))
    .option('--workers <n>', 'worker threads (default: one per core)')
    .option('--content <dir>', 'the course content folder (default: $WARP_SCHOOL_CONTENT or ./content)')
    .option('--points <n>', 'with --exercise: points of the exercise (default 10)')
    .option('--seed <n>', 'with --exercise: draw hidden random tests from this seed')
    .option('--progress', 'print one line per graded exercise on standard error')
    .option('--out <format=file>', 'also write FORMAT to FILE (repeatable), e.g. --out csv=grades.csv', (v: string, all: string[]) => [...all, v], [] as string[])
    .option('--roster <file>', 'class roster (CSV: id, name, aliases): every row carries the roster id')
    .option('--feedback <dir>', 'write one feedback file per student into DIR')
    .option('--feedback-expected', 'with --feedback: give the expected values of hidden tests too')
    .option('--fail-under <score>', 'exit with status 1 when a submission scores below SCORE (points, or N%)')
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: (s) => process.stdout.write(s) });
  let path: string;
  let o: Opts;
  try {
    cmd.parse(argv, { from: 'user' });
    path = cmd.args[0]!;
    o = cmd.opts();
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed') return 0;
      process.stderr.write(`warp-school grade: ${e.message.replace(/^error: /, '')}\n`);
      return 2;
    }
    throw e;
  }
  try {
    if (!o.exercise === !o.assignment) throw new BadInput('give exactly one of --exercise ID or --assignment FILE');
    if (o.assignment && (o.points !== undefined || o.seed !== undefined)) throw new BadInput('--points and --seed go with --exercise (an assignment file sets points and seeds)');
    const contentRoot = resolve(o.content ?? process.env.WARP_SCHOOL_CONTENT ?? 'content');
    if (!existsSync(contentRoot) || !statSync(contentRoot).isDirectory()) throw new BadInput(`no content folder at ${contentRoot}`);
    const workers = positiveInt(o.workers, '--workers');
    if (workers === 0) throw new BadInput('--workers 0: at least one worker thread (the wall-clock limit needs one)');
    const onResult = o.progress ? (j: { id: string; index: number }, r: { score: number; points: number; ms: number }) => {
      process.stderr.write(`graded job ${j.index + 1} (${exerciseSlug(j.id)}): ${r.score}/${r.points} in ${r.ms} ms\n`);
    } : undefined;
    if (o.feedbackExpected && !o.feedback) throw new BadInput('--feedback-expected goes with --feedback DIR');
    if (o.exercise && o.roster) throw new BadInput('--roster goes with --assignment (a class)');
    const outs = outputs(o.out);
    const roster = o.roster ? readRoster(o.roster) : undefined;
    const result = o.exercise
      ? await gradeOne(o, path, contentRoot, workers)
      : await gradeClass(readAssignment(o.assignment!), path, {
        contentRoot, ...(workers !== undefined ? { workers } : {}), ...(onResult ? { onResult } : {}), ...(roster ? { roster } : {}),
      });
    const gate = o.failUnder === undefined ? undefined : threshold(o.failUnder, result.assignment.points);
    const texts = [formatted(result, o.format), ...outs.map((x) => formatted(result, x.format))];
    outs.forEach((x, i) => writeFileSync(x.file, texts[i + 1]!));
    if (o.feedback) {
      mkdirSync(o.feedback, { recursive: true });
      for (const f of feedbackFiles(result, { hiddenValues: o.feedbackExpected === true })) writeFileSync(join(o.feedback, f.file), f.text);
    }
    process.stdout.write(texts[0]!);
    if (gate !== undefined) {
      const below = result.students.filter((s) => s.score < gate);
      for (const s of below) process.stderr.write(`warp-school grade: ${printable(s.id ?? s.student)} scored ${s.score} of ${s.points}, below --fail-under ${o.failUnder}\n`);
      if (below.length > 0) return 1;
    }
    return 0;
  } catch (e) {
    if (e instanceof BadInput) {
      for (const line of e.message.split('\n')) process.stderr.write(`warp-school grade: ${line}\n`);
      return 2;
    }
    throw e;
  }
}
