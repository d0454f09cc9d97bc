import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lessonRedirects } from '../../../src/site/lesson-redirects.mjs';

const dir = mkdtempSync(join(tmpdir(), 'warp-school-redirects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('redirects of old lesson pages', () => {
  it('sends every old lesson folder of the course to the end of its chain, under the base', () => {
    const r = lessonRedirects('content', '/warp-school/');
    expect(r['/lessons/08-warp-reduce/']).toBe('/warp-school/lessons/09-warp-reduce/');
    // 11-capstone became 14-capstone, then 15-capstone, then 16-capstone: every old page
    // goes straight to 16.
    expect(r['/lessons/11-capstone/']).toBe('/warp-school/lessons/16-capstone/');
    expect(r['/lessons/14-capstone/']).toBe('/warp-school/lessons/16-capstone/');
    expect(r['/lessons/15-capstone/']).toBe('/warp-school/lessons/16-capstone/');
    expect(Object.values(r).every((to) => /^\/warp-school\/lessons\/\d\d-[a-z0-9-]+\/$/.test(to))).toBe(true);
  });

  it('gives no redirects for a course without renamed.json', () => {
    expect(lessonRedirects(dir, '/')).toEqual({});
  });

  it('leaves out a chain that loops instead of hanging the build', () => {
    const c = mkdtempSync(join(dir, 'c-'));
    writeFileSync(join(c, 'renamed.json'), JSON.stringify({ version: 1, lessons: { '01-a': '02-b', '02-b': '01-a', '03-c': '04-d' } }));
    expect(lessonRedirects(c, '/')).toEqual({ '/lessons/03-c/': '/lessons/04-d/' });
  });
});
