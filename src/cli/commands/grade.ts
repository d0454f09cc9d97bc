/**
 * `warp-school grade`: grades Warp TS submissions from their source (never from a score a
 * page reported).
 *
 *   warp-school grade --exercise ID FILE [--points N] [--seed N] [--format F]
 *   warp-school grade --assignment FILE PATH [--format F] [--workers N] [--content DIR]
 *
 * `--exercise` grades one file against one exercise (public random tests, or hidden ones
 * drawn from `--seed`). `--assignment` grades a class: PATH is a folder with one
 * subfolder (of `<exercise folder>.ts` files) or one submission JSON file per student, or
 * one student's folder or file. Formats: `text` (default), `json`, `csv`, `junit`.
 * Exit status: 0 when grading ran, whatever the scores; 2 for bad input (unreadable or
 * invalid assignment, unknown exercise, missing path, missing secret seed, bad option).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { assignment as assignmentSchema, exerciseSlug, type Assignment } from '../../schema/assignment';
import { formatProblem, parseContent } from '../../schema';
import {
  BadInput, FORMATS, formatResult, gradeClass, gradeSubmissions, loadAssignmentExercises, seedsFor,
  readSubmittedFile, type Format, type Submission,
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
    student: basename(file), path: file, notes: [], extra: [],
    solutions: { [id]: readSubmittedFile(file, a.limits.maxSourceBytes) },
  };
  return gradeSubmissions(a, exercises, seeds, [sub], { contentRoot, ...(workers !== undefined ? { workers } : {}) });
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
    const result = o.exercise
      ? await gradeOne(o, path, contentRoot, workers)
      : await gradeClass(readAssignment(o.assignment!), path, { contentRoot, ...(workers !== undefined ? { workers } : {}), ...(onResult ? { onResult } : {}) });
    process.stdout.write(formatResult(result, o.format));
    return 0;
  } catch (e) {
    if (e instanceof BadInput) {
      for (const line of e.message.split('\n')) process.stderr.write(`warp-school grade: ${line}\n`);
      return 2;
    }
    throw e;
  }
}
