/**
 * The Node reader of the content layout (`./layout.ts`): lists lesson and exercise folders
 * and reads an exercise folder's files. Used by `warp-school check`, `warp-school grade`
 * and the site's exercise collection (src/site/exercise-loader.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ExerciseSpec } from '../../schema';
import {
  EXERCISES_FOLDER,
  EXERCISE_FILES,
  isExerciseId,
  isLessonFolder,
  parseExerciseJson,
  type ExerciseFiles,
} from './layout';
import { renamedExercise } from './renamed';

/** An exercise ready to grade: its spec and reference solution. */
export interface LoadedExercise {
  id: string;
  spec: ExerciseSpec;
  reference: string;
}

/** The folder of exercise `id` under `root`. */
export function exerciseFolder(root: string, id: string): string {
  const [lesson, slug] = id.split('/');
  return join(root, lesson ?? '', EXERCISES_FOLDER, slug ?? '');
}

/** Sub-folders of `p`, sorted (none when `p` does not exist). */
function dirs(p: string): string[] {
  return existsSync(p)
    ? readdirSync(p)
        .filter((n) => statSync(join(p, n)).isDirectory())
        .sort()
    : [];
}

/** The lesson folders under `root` (`NN-topic`), sorted. */
export function lessonFolders(root: string): string[] {
  return dirs(root).filter(isLessonFolder);
}

/** Every exercise id under `root` (of one lesson folder, when `lesson` is given), sorted. */
export function exerciseIds(root: string, lesson?: string): string[] {
  return (lesson === undefined ? lessonFolders(root) : [lesson]).flatMap((l) =>
    dirs(join(root, l, EXERCISES_FOLDER)).map((e) => `${l}/${e}`),
  );
}

const readOrNull = (p: string): string | null => (existsSync(p) ? readFileSync(p, 'utf8') : null);

/**
 * The files of exercise `id` under `root`, or null when its folder has no `exercise.json`.
 * @param show turns a path into the form shown in messages (default: as joined)
 */
export function readExerciseFiles(
  root: string,
  id: string,
  show: (path: string) => string = (p) => p,
): ExerciseFiles | null {
  const folder = exerciseFolder(root, id);
  const specJson = readOrNull(join(folder, EXERCISE_FILES.spec));
  if (specJson === null) return null;
  const wrongDir = join(folder, EXERCISE_FILES.wrong);
  const wrong = existsSync(wrongDir)
    ? readdirSync(wrongDir)
        .filter((n) => n.endsWith('.ts'))
        .sort()
        .map((name) => ({ name, source: readFileSync(join(wrongDir, name), 'utf8') }))
    : [];
  return {
    folder: show(folder),
    specJson,
    starter: readOrNull(join(folder, EXERCISE_FILES.starter)),
    solution: readOrNull(join(folder, EXERCISE_FILES.solution)),
    cuda: readOrNull(join(folder, EXERCISE_FILES.cuda)),
    wrong,
  };
}

/**
 * Loads exercise `id` from `root` for grading. Returns an error message (naming the file
 * and, for an unknown id, the closest ids that exist) instead of throwing.
 */
export function loadExercise(root: string, id: string): LoadedExercise | { error: string } {
  // An id the course had before a renumbering (renamed.json) loads the exercise it names
  // now, under the id the caller used (an assignment's reports keep its own ids).
  const now = existsSync(join(exerciseFolder(root, id), EXERCISE_FILES.spec)) ? null : renamedExercise(root, id);
  const folder = exerciseFolder(root, now ?? id);
  const specFile = join(folder, EXERCISE_FILES.spec);
  if (!isExerciseId(id) || !existsSync(specFile)) {
    const known = exerciseIds(root);
    const slug = id.split('/').pop() ?? id;
    const exact = known.filter((k) => k.endsWith(`/${slug}`));
    const near = exact.length > 0 ? exact : known.filter((k) => k.includes(slug.replace(/^\d+-/, '')));
    return {
      error: `no exercise \`${id}\` in ${root}${near.length ? ` (did you mean ${near.map((k) => `\`${k}\``).join(', ')}?)` : ''}`,
    };
  }
  const parsed = parseExerciseJson(readFileSync(specFile, 'utf8'), specFile);
  if (!parsed.ok) return { error: parsed.problems.join('; ') };
  const solution = join(folder, EXERCISE_FILES.solution);
  if (!existsSync(solution)) return { error: `${solution}: missing (the reference solution)` };
  return { id, spec: parsed.spec, reference: readFileSync(solution, 'utf8') };
}
