/**
 * Reads exercises from a content folder (`<root>/<lesson>/exercises/<slug>/exercise.json`
 * and `solution.ts`, laid out as content/README.md describes and `warp-school check`
 * validates), for grading.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exerciseSpec, formatProblem, parseContent, type ExerciseSpec } from '../../schema';

/** An exercise ready to grade: its spec and reference solution. */
export interface LoadedExercise {
  id: string;
  spec: ExerciseSpec;
  reference: string;
}

/** The folder of exercise `id` under `root`. */
export function exerciseFolder(root: string, id: string): string {
  const [lesson, slug] = id.split('/');
  return join(root, lesson ?? '', 'exercises', slug ?? '');
}

/** Sub-folders of `p`, sorted (none when `p` does not exist). */
function dirs(p: string): string[] {
  return existsSync(p) ? readdirSync(p).filter((n) => statSync(join(p, n)).isDirectory()).sort() : [];
}

/** The lesson folders under `root` (`NN-topic`), sorted. */
export function lessonFolders(root: string): string[] {
  return dirs(root).filter((d) => /^\d+-/.test(d));
}

/** Every exercise id under `root` (of one lesson folder, when `lesson` is given), sorted. */
export function exerciseIds(root: string, lesson?: string): string[] {
  return (lesson === undefined ? lessonFolders(root) : [lesson]).flatMap((l) => dirs(join(root, l, 'exercises')).map((e) => `${l}/${e}`));
}

/**
 * Loads exercise `id` from `root`. Returns an error message (naming the file and, for an
 * unknown id, the closest ids that exist) instead of throwing.
 */
export function loadExercise(root: string, id: string): LoadedExercise | { error: string } {
  const folder = exerciseFolder(root, id);
  const specFile = join(folder, 'exercise.json');
  if (!/^[^/]+\/[^/]+$/.test(id) || !existsSync(specFile)) {
    const known = exerciseIds(root);
    const slug = id.split('/').pop() ?? id;
    const exact = known.filter((k) => k.endsWith(`/${slug}`));
    const near = exact.length > 0 ? exact : known.filter((k) => k.includes(slug.replace(/^\d+-/, '')));
    return { error: `no exercise \`${id}\` in ${root}${near.length ? ` (did you mean ${near.map((k) => `\`${k}\``).join(', ')}?)` : ''}` };
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(specFile, 'utf8'));
  } catch (e) {
    return { error: `${specFile}: not valid JSON: ${(e as Error).message}` };
  }
  const parsed = parseContent(exerciseSpec, data, specFile);
  if (!parsed.ok) return { error: parsed.problems.map(formatProblem).join('; ') };
  const solution = join(folder, 'solution.ts');
  if (!existsSync(solution)) return { error: `${solution}: missing (the reference solution)` };
  return { id, spec: parsed.value, reference: readFileSync(solution, 'utf8') };
}
