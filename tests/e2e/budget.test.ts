import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUT_DIR } from './support/site';
import { upfrontJsGzipBytes } from './support/static-js';
import { REFERENCE_DOCS } from '../../src/site/reference.mjs';

const site = inject('site');

describe('page weight', () => {
  it.each(site.lessons)('lesson %s ships at most 100 KB of gzipped JavaScript before the editor opens', (lesson) => {
    const html = readFileSync(join(OUT_DIR, 'lessons', lesson, 'index.html'), 'utf8');
    const { bytes, files } = upfrontJsGzipBytes(html, OUT_DIR, site.base);
    expect(bytes, `up-front scripts: ${files.join(', ')}`).toBeLessThanOrEqual(100 * 1024);
  });

  it('the home page ships at most 10 KB of gzipped JavaScript', () => {
    const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
    expect(upfrontJsGzipBytes(html, OUT_DIR, site.base).bytes).toBeLessThanOrEqual(10 * 1024);
  });

  it('refers to no web fonts, scripts or stylesheets on other hosts in any page', () => {
    const reference = ['reference/index.html', ...REFERENCE_DOCS.map((d) => `reference/${d.name}/index.html`)];
    for (const path of ['index.html', '404.html', 'progress/index.html', 'playground/index.html', ...site.lessons.map((l) => `lessons/${l}/index.html`), ...reference]) {
      const html = readFileSync(join(OUT_DIR, path), 'utf8');
      expect(html, path).not.toMatch(/<(?:script|link|img|iframe)[^>]+(?:src|href)="(?:https?:)?\/\//);
    }
  });
});
