/**
 * `warp-school check [CONTENT_DIR]`: validates every lesson and exercise of the course.
 *
 * For each `NN-topic/exercises/NN-slug/` folder: the spec parses (src/schema/exercise.ts);
 * the reference `solution.ts` passes every test under every schedule and every rule; the
 * starter compiles and fails; every `wrong/*.ts` opens with `// why: ...` and fails. For
 * each `NN-topic/index.mdx`: the frontmatter parses (src/schema/lesson.ts); every
 * ```warp-ts sample compiles, except samples whose first line is `// fragment` (parts of
 * a program shown for reading, skipped on purpose); every `<Exercise id>` names a folder,
 * and every exercise folder is placed by an `<Exercise id>` of its lesson. Each `cuda.cu`
 * keeps the reference solution's signatures (check-cuda.ts) and, where nvcc is installed,
 * compiles. `check --assignments` checks a site built for assignments instead
 * (check-assignments.ts).
 *
 * Prints one line per failure, then exactly
 * `check: N exercises, R references pass, S starters fail, C/W wrong solutions caught`.
 * Exit status 0 when nothing failed, 1 otherwise, 2 for a bad argument.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { defaultEngine } from '../../grader/engine';
import { checkExercise, checkLesson, exerciseRefs } from '../../grader/check-content';
import { EXERCISE_FILES, LESSON_FILE, parseExerciseJson, type ExerciseFiles } from '../../grader/content/layout';
import { exerciseFolder, exerciseIds, lessonFolders, readExerciseFiles } from '../../grader/content/read';
import { checkRenamed } from '../../grader/content/renamed';
import type { Engine } from '../../grader/engine';
import { cudaStaleness, findNvcc, nvccErrors } from './check-cuda';

/** Totals printed on the last line. */
export interface CheckTotals {
  exercises: number;
  referencesPass: number;
  startersFail: number;
  wrongCaught: number;
  wrongTotal: number;
  failures: string[];
}

const USAGE = 'usage: warp-school check [CONTENT_DIR]   (default: $WARP_SCHOOL_CONTENT or ./content)\n       warp-school check --assignments [--dist DIR] [--assignments-dir DIR] [CONTENT_DIR]';

const readOrNull = (p: string): string | null => (existsSync(p) ? readFileSync(p, 'utf8') : null);

/** js-yaml, as Astro itself uses to read frontmatter. */
function yamlParser(): (s: string) => unknown {
  const yaml = createRequire(import.meta.url)('js-yaml') as { load(s: string): unknown };
  return (s) => yaml.load(s);
}

/** Checks the course under `root`; `show` names files relative to the working directory. */
export function checkContent(root: string, engine: Engine = defaultEngine): CheckTotals {
  const totals: CheckTotals = { exercises: 0, referencesPass: 0, startersFail: 0, wrongCaught: 0, wrongTotal: 0, failures: [] };
  const show = (p: string): string => relative(process.cwd(), p) || p;
  const lessons = lessonFolders(root);
  const known = new Set(exerciseIds(root));
  const parseYaml = yamlParser();
  const nvcc = findNvcc();
  totals.failures.push(...checkRenamed(root, known, new Set(lessons)).map((line) => line.replace(root, show(root))));
  for (const lesson of lessons) {
    const mdx = join(root, lesson, LESSON_FILE);
    const text = readOrNull(mdx);
    if (text === null) totals.failures.push(`${show(join(root, lesson))}: no index.mdx`);
    else totals.failures.push(...checkLesson(show(mdx), text, known, engine, parseYaml));
    const placed = new Set(text === null ? [] : exerciseRefs(text).map((r) => r.id));

    for (const id of exerciseIds(root, lesson)) {
      const folder = exerciseFolder(root, id);
      if (text !== null && !placed.has(id)) {
        totals.failures.push(`${show(mdx)}: no <Exercise id="${id}" /> places the exercise ${show(folder)}`);
      }
      const files = readExerciseFiles(root, id, show);
      totals.exercises++;
      if (files === null) {
        totals.failures.push(`${show(folder)}: no ${EXERCISE_FILES.spec}`);
        continue;
      }
      const wrong = files.wrong;
      const wrongDir = join(folder, EXERCISE_FILES.wrong);
      if (wrong.length < 2) totals.failures.push(`${show(wrongDir)}: an exercise needs at least two known-wrong solutions (found ${wrong.length})`);
      if (files.cuda === null) totals.failures.push(`${show(folder)}: no ${EXERCISE_FILES.cuda} (the same exercise in CUDA)`);
      else totals.failures.push(...checkCudaFile(files, show(join(folder, EXERCISE_FILES.cuda)), nvcc));
      const r = checkExercise(files, engine);
      totals.failures.push(...r.failures);
      if (r.referencePasses) totals.referencesPass++;
      if (r.starterFails) totals.startersFail++;
      totals.wrongCaught += r.wrongCaught;
      totals.wrongTotal += r.wrongTotal;
    }
  }
  return totals;
}

/** `cuda.cu`'s failures (check-cuda.ts): stale signatures, and nvcc's errors where it is installed. */
function checkCudaFile(files: ExerciseFiles, file: string, nvcc: string | null): string[] {
  const parsed = parseExerciseJson(files.specJson, file);
  if (!parsed.ok || files.solution === null || !files.cuda) return [];
  const out = cudaStaleness(parsed.spec, files.solution, files.cuda).map((m) => `${file}: ${m}`);
  const errors = nvcc ? nvccErrors(nvcc, files.cuda) : null;
  if (errors) out.push(`${file}: does not compile with nvcc -arch=sm_90: ${errors}`);
  return out;
}

/** The closing line of `warp-school check`. */
export function summaryLine(t: CheckTotals): string {
  return `check: ${t.exercises} exercises, ${t.referencesPass} references pass, ${t.startersFail} starters fail, ${t.wrongCaught}/${t.wrongTotal} wrong solutions caught`;
}

/** Entry point of `warp-school check`. */
export async function main(argv: string[]): Promise<number> {
  if (argv.includes('--assignments')) return (await import('./check-assignments')).main(argv.filter((a) => a !== '--assignments'));
  if (argv.some((a) => a === '-h' || a === '--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const positional = argv.filter((a) => !a.startsWith('-'));
  const unknown = argv.filter((a) => a.startsWith('-'));
  if (unknown.length > 0 || positional.length > 1) {
    process.stderr.write(`warp-school check: unexpected argument ${unknown[0] ?? positional[1]}\n${USAGE}\n`);
    return 2;
  }
  const root = positional[0] ?? process.env.WARP_SCHOOL_CONTENT ?? 'content';
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    process.stderr.write(`warp-school check: no content folder at ${root}\n`);
    return 2;
  }
  const totals = checkContent(root);
  for (const f of totals.failures) process.stdout.write(`${f}\n`);
  process.stdout.write(`${summaryLine(totals)}\n`);
  return totals.failures.length === 0 ? 0 : 1;
}
