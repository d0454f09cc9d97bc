/**
 * The course's exercises at build time, from the `exercises` content collection
 * (src/site/exercise-loader.ts).
 */
import { getCollection, getEntry } from 'astro:content';
import type { ExerciseContent } from './exercise-loader';

/** Every exercise of the course, sorted by id. */
export async function allExercises(): Promise<ExerciseContent[]> {
  const entries: { data: unknown }[] = await getCollection('exercises');
  return entries.map((e) => e.data as ExerciseContent).sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Exercise `id` (`<lesson folder>/<exercise folder>`). Throws, failing the build with the
 * id and the known ids, when the course has no such exercise.
 */
export async function exerciseById(id: string): Promise<ExerciseContent> {
  const entry = await getEntry('exercises', id);
  if (entry) return (entry as { data: unknown }).data as ExerciseContent;
  const known = (await allExercises()).map((e) => e.id);
  throw new Error(
    `<Exercise id="${id}">: no exercise folder \`${id.replace('/', '/exercises/')}\` with an exercise.json ` +
      `(an id is \`<lesson folder>/<exercise folder>\`; known ids: ${known.join(', ') || 'none'})`,
  );
}
