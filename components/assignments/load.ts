/**
 * Build-time loader of the course's assignments (`assignments/*.json`, the files
 * `warp-school grade --assignment` reads) for the assignment pages. Runs in Astro's build
 * only; an invalid file, or one naming an exercise the course does not have, fails the
 * build with the file and the field.
 */
import { exerciseIds, loadExercise } from '../exercise/load';
import { readAssignmentPage, type AssignmentPage } from '../../src/site/assignment-page';

const files = import.meta.glob('/assignments/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Title of exercise `id` from its `exercise.json`, or undefined when the course has none. */
function titleOf(id: string): string | undefined {
  return exerciseIds().includes(id) ? loadExercise(id).spec.title : undefined;
}

/** Every assignment, sorted by due date (those without one last), then by slug. */
export function loadAssignments(): AssignmentPage[] {
  return Object.entries(files)
    .map(([path, text]) => readAssignmentPage(path.replace(/^\//, ''), text, titleOf))
    .sort((a, b) =>
      (a.due === null ? Infinity : Date.parse(a.due)) - (b.due === null ? Infinity : Date.parse(b.due)) ||
      a.slug.localeCompare(b.slug));
}
