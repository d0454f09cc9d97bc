/**
 * The course outline at build time: lessons in folder order, each with its exercises
 * (the `exercises` collection: folders `content/NN-topic/exercises/NN-slug/`).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { allExercises } from './exercises';
import { lessonHref } from './url';

/** One exercise in the outline; `id` is `<lesson folder>/<exercise folder>`. */
export interface ExerciseInfo {
  id: string;
  title: string;
  summary: string;
}

/** One lesson in the outline. `number` is the folder's numeric prefix (`03-shuffles` → 2). */
export interface LessonInfo {
  id: string;
  number: number;
  title: string;
  summary: string;
  objectives: string[];
  href: string;
  draft: boolean;
  exercises: ExerciseInfo[];
  entry: CollectionEntry<'lessons'>;
}

/** Numeric prefix of a numbered folder name, or `Infinity` when it has none. */
function folderNumber(name: string): number {
  const m = /^(\d+)/.exec(name);
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
}

function byFolder(a: string, b: string): number {
  return folderNumber(a) - folderNumber(b) || a.localeCompare(b);
}

/** Exercises of lesson `lessonId`, in folder order (from the `exercises` collection). */
export async function lessonExercises(lessonId: string): Promise<ExerciseInfo[]> {
  return (await allExercises())
    .filter((e) => e.id.startsWith(`${lessonId}/`))
    .sort((a, b) => byFolder(a.id.split('/')[1]!, b.id.split('/')[1]!))
    .map((e) => ({ id: e.id, title: e.spec.title, summary: e.spec.summary }));
}

/**
 * Every lesson, in folder order. With `includeDrafts: false` (default) lessons whose
 * frontmatter says `draft: true` are left out (they still get a page).
 */
export async function getLessons(options: { includeDrafts?: boolean } = {}): Promise<LessonInfo[]> {
  const entries = await getCollection('lessons');
  const lessons = entries.filter((e) => options.includeDrafts || !e.data.draft).sort((a, b) => byFolder(a.id, b.id));
  const exercises = await Promise.all(lessons.map((e) => lessonExercises(e.id)));
  return lessons.map((entry, i) => ({
      id: entry.id,
      number: folderNumber(entry.id),
      title: entry.data.title,
      summary: entry.data.summary,
      objectives: entry.data.objectives,
      href: lessonHref(entry.id),
      draft: entry.data.draft,
      exercises: exercises[i]!,
      entry,
    }));
}
