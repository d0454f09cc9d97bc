/**
 * The course outline at build time: lessons in folder order, each with its exercises
 * (folders `content/NN-topic/exercises/NN-slug/` holding an `exercise.json`).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR } from '../content.config';
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

/** Title and summary of an exercise from its `exercise.json`; the folder name if unreadable. */
function readExercise(lessonId: string, folder: string): ExerciseInfo {
  const id = `${lessonId}/${folder}`;
  try {
    const spec = JSON.parse(readFileSync(join(CONTENT_DIR, lessonId, 'exercises', folder, 'exercise.json'), 'utf8'));
    return { id, title: String(spec.title ?? folder), summary: String(spec.summary ?? '') };
  } catch {
    return { id, title: folder, summary: '' };
  }
}

/** Exercises of lesson `lessonId`, in folder order. */
export function lessonExercises(lessonId: string): ExerciseInfo[] {
  const dir = join(CONTENT_DIR, lessonId, 'exercises');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'exercise.json')))
    .map((d) => d.name)
    .sort(byFolder)
    .map((folder) => readExercise(lessonId, folder));
}

/**
 * Every lesson, in folder order. With `includeDrafts: false` (default) lessons whose
 * frontmatter says `draft: true` are left out (they still get a page).
 */
export async function getLessons(options: { includeDrafts?: boolean } = {}): Promise<LessonInfo[]> {
  const entries = await getCollection('lessons');
  return entries
    .filter((e) => options.includeDrafts || !e.data.draft)
    .sort((a, b) => byFolder(a.id, b.id))
    .map((entry) => ({
      id: entry.id,
      number: folderNumber(entry.id),
      title: entry.data.title,
      summary: entry.data.summary,
      objectives: entry.data.objectives,
      href: lessonHref(entry.id),
      draft: entry.data.draft,
      exercises: lessonExercises(entry.id),
      entry,
    }));
}
