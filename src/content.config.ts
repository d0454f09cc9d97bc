/**
 * Content collections over the content dir (`WARP_SCHOOL_CONTENT`, default `./content`).
 * - `lessons`: every `NN-topic/index.mdx`, frontmatter validated by the course's lesson
 *   schema. The entry id is the lesson folder's name (`03-shuffles`); lesson order comes
 *   from its number.
 * - `exercises`: every exercise folder, read through the grader's content layout and
 *   exercise schema (src/site/exercise-loader.ts); a malformed `exercise.json` fails the
 *   content sync with its path, the field and a hint.
 * - `reference`: the project's reference documents (`docs/language.md`, `docs/semantics.md`,
 *   `docs/execution-model.md`; the list is src/site/reference.mjs), read where they are, no
 *   copy. Entry id: the file name without `.md`; no frontmatter.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { lessonFrontmatter } from './schema/lesson';
import { exerciseLoader } from './site/exercise-loader';
import { REFERENCE_DIR, REFERENCE_DOCS } from './site/reference.mjs';

/** Folder holding the numbered lesson folders, relative to the project root. */
export const CONTENT_DIR = process.env.WARP_SCHOOL_CONTENT || './content';

const lessons = defineCollection({
  loader: glob({
    pattern: '[0-9]*/index.mdx',
    base: CONTENT_DIR,
    generateId: ({ entry }) => entry.split('/')[0]!,
  }),
  schema: lessonFrontmatter,
});

const exercises = defineCollection({ loader: exerciseLoader(CONTENT_DIR) });

const reference = defineCollection({
  loader: glob({
    pattern: REFERENCE_DOCS.map((d) => `${d.name}.md`),
    base: `./${REFERENCE_DIR}`,
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
});

export const collections = { lessons, exercises, reference };
