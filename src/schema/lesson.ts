/**
 * Lesson frontmatter, at the top of `content/NN-topic/index.mdx`. The site's content
 * collection and `warp-school check` both validate it with this schema.
 */
import { z } from 'zod';

export const lessonFrontmatter = z.object({
  title: z.string().min(1),
  /** One or two sentences for the lesson list. */
  summary: z.string().min(1),
  /** What the learner can do after the lesson, one short sentence each. */
  objectives: z.array(z.string().min(1)).min(1),
  /** CUDA documentation sections the lesson teaches from, e.g.
   * `"CUDA C++ Programming Guide §10.22 Warp Shuffle Functions"`. */
  docs: z.array(z.string().min(1)).default([]),
  /** A draft is built but left out of the lesson list. */
  draft: z.boolean().default(false),
}).strict();
export type LessonFrontmatter = z.infer<typeof lessonFrontmatter>;
