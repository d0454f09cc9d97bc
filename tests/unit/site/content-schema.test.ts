import { describe, expect, it } from 'vitest';
import { z as astroZod } from 'astro/zod';
import { z } from 'zod';
import { lessonFrontmatter } from '../../../src/schema/lesson';

describe('the lesson schema used by the content collection', () => {
  it('is built with the same zod that Astro re-exports, so the collection can use it as it is', () => {
    expect(astroZod.ZodObject).toBe(z.ZodObject);
    expect(lessonFrontmatter).toBeInstanceOf(astroZod.ZodObject);
  });

  it('accepts a lesson with a title, a summary and objectives, and rejects one without objectives', () => {
    const ok = { title: 'Shuffles', summary: 'Moving values between lanes.', objectives: ['Broadcast a value.'] };
    expect(lessonFrontmatter.safeParse(ok).success).toBe(true);
    expect(lessonFrontmatter.safeParse({ ...ok, objectives: [] }).success).toBe(false);
  });
});
