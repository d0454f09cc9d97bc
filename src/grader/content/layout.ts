/**
 * The course's content layout, in one place: where a lesson and an exercise keep their
 * files, and how an exercise's `exercise.json` is read against its schema
 * (src/schema/exercise.ts). The site's content collection (src/site/exercise-loader.ts),
 * `warp-school check` and `warp-school grade` all read content through this module and its
 * Node reader (`./read.ts`). DOM-free and without a file system: paths are strings joined
 * with `/`.
 *
 * ```
 * <content>/NN-topic/index.mdx                       the lesson's prose
 * <content>/NN-topic/exercises/NN-slug/exercise.json the exercise's spec
 *                                     /starter.ts    what the learner starts from
 *                                     /solution.ts   the reference solution
 *                                     /cuda.cu       the same exercise in CUDA C++
 *                                     /wrong/*.ts    known-wrong solutions
 * ```
 * An exercise id is `<lesson folder>/<exercise folder>` (`03-shuffles/01-broadcast`).
 */
import { exerciseSpec, formatProblem, parseContent, type ExerciseSpec } from '../../schema';

/** The lesson's prose file inside a lesson folder. */
export const LESSON_FILE = 'index.mdx';
/** The folder of a lesson that holds its exercise folders. */
export const EXERCISES_FOLDER = 'exercises';
/** The files of an exercise folder. */
export const EXERCISE_FILES = {
  spec: 'exercise.json',
  starter: 'starter.ts',
  solution: 'solution.ts',
  cuda: 'cuda.cu',
  /** Folder of known-wrong solutions (`*.ts`). */
  wrong: 'wrong',
} as const;

/** Whether `name` is a lesson folder's name (`NN-topic`: starts with digits and a dash). */
export function isLessonFolder(name: string): boolean {
  return /^\d+-/.test(name);
}

/** Whether `id` has the shape of an exercise id (`<lesson folder>/<exercise folder>`). */
export function isExerciseId(id: string): boolean {
  return /^[^/]+\/[^/]+$/.test(id);
}

/** The folder of exercise `id` under `root` (`<root>/<lesson>/exercises/<slug>`). */
export function exerciseFolderOf(root: string, id: string): string {
  const [lesson, slug] = id.split('/');
  return [root.replace(/\/+$/, ''), lesson ?? '', EXERCISES_FOLDER, slug ?? ''].join('/');
}

/** The texts of one exercise folder (null for a file that is not there). */
export interface ExerciseFiles {
  /** Folder path shown in messages, e.g. `content/03-shuffles/exercises/01-broadcast`. */
  folder: string;
  specJson: string;
  solution: string | null;
  starter: string | null;
  /** The CUDA C++ version, or null when the folder has no `cuda.cu`. */
  cuda?: string | null;
  /** `wrong/*.ts`, by file name, sorted. */
  wrong: { name: string; source: string }[];
}

/** The result of reading an exercise's spec: the spec (defaults filled in) or one line per problem. */
export type SpecResult = { ok: true; spec: ExerciseSpec } | { ok: false; problems: string[] };

/**
 * Parses the text of `exercise.json` (`file`: its path, for messages) with the exercise
 * schema. Never throws: each problem is a line `file: field: message (hint: ...)`.
 */
export function parseExerciseJson(text: string, file: string): SpecResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      problems: [
        `${file}: not valid JSON: ${(e as Error).message} (hint: exercise.json is plain JSON: double-quoted keys and strings, no comments, no comma after the last item)`,
      ],
    };
  }
  const parsed = parseContent(exerciseSpec, data, file);
  return parsed.ok ? { ok: true, spec: parsed.value } : { ok: false, problems: parsed.problems.map(formatProblem) };
}

/** An exercise as the site shows it and the grader grades it. */
export interface ExerciseContent {
  /** `<lesson folder>/<exercise folder>`. */
  id: string;
  /** The parsed `exercise.json`, defaults filled in. */
  spec: ExerciseSpec;
  starter: string;
  solution: string;
  /** The CUDA C++ version, or null when the folder has no `cuda.cu`. */
  cuda: string | null;
}

/**
 * Reads one exercise folder into what the site and the grader use: its spec must parse and
 * its starter and solution must be there. Each problem is a line naming the file and, for
 * the spec, the field, with a hint.
 */
export function readExerciseContent(
  id: string,
  files: ExerciseFiles,
): { ok: true; exercise: ExerciseContent } | { ok: false; problems: string[] } {
  const spec = parseExerciseJson(files.specJson, `${files.folder}/${EXERCISE_FILES.spec}`);
  const problems = spec.ok ? [] : [...spec.problems];
  if (files.starter === null) {
    problems.push(`${files.folder}/${EXERCISE_FILES.starter}: missing (hint: the code the learner starts from)`);
  }
  if (files.solution === null) {
    problems.push(`${files.folder}/${EXERCISE_FILES.solution}: missing (hint: the reference solution)`);
  }
  if (!spec.ok || files.starter === null || files.solution === null) return { ok: false, problems };
  return {
    ok: true,
    exercise: { id, spec: spec.spec, starter: files.starter, solution: files.solution, cuda: files.cuda ?? null },
  };
}
