/**
 * Build-time loader of the course's assignments (`assignments/*.json`, the files
 * `warp-school grade --assignment` reads) for the assignment pages. Runs in Astro's build
 * only; an invalid file, or one naming an exercise the course does not have, fails the
 * build with the file and the field.
 */
import { allExercises } from '../../src/site/exercises';
import { readAssignmentPage, type AssignmentPage } from '../../src/site/assignment-page';

const files = import.meta.glob('/assignments/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every assignment, sorted by due date (those without one last), then by slug. */
export async function loadAssignments(): Promise<AssignmentPage[]> {
  const titles = new Map((await allExercises()).map((e) => [e.id, e.spec.title]));
  /** Title of exercise `id` from its `exercise.json`, or undefined when the course has none. */
  const titleOf = (id: string): string | undefined => titles.get(id);
  return Object.entries(files)
    .map(([path, text]) => readAssignmentPage(path.replace(/^\//, ''), text, titleOf))
    .sort((a, b) =>
      (a.due === null ? Infinity : Date.parse(a.due)) - (b.due === null ? Infinity : Date.parse(b.due)) ||
      a.slug.localeCompare(b.slug));
}
