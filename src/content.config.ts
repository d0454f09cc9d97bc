/**
 * Content collections. `lessons`: every `<content dir>/NN-topic/index.mdx` (content dir from
 * `WARP_SCHOOL_CONTENT`, default `./content`), frontmatter validated by the course's lesson
 * schema. The entry id is the lesson folder's name (`03-shuffles`); lesson order comes from
 * its number.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { lessonFrontmatter } from './schema/lesson';

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

export const collections = { lessons };
