// @ts-check
/**
 * The redirects of old lesson pages, for `astro.config.mjs`: every lesson folder that a
 * course's `renamed.json` (src/schema/renamed.ts) names as old gets a page at its old
 * address that sends the browser to the lesson's page now, so that a bookmark or a link
 * from before a renumbering still arrives. Astro builds each as a small HTML page with a
 * meta refresh (static output has no server to answer with a 301).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The most renamings a chain may take before it is treated as a cycle. */
const MAX_CHAIN = 32;

/**
 * `{ "/lessons/<old>/": "<base>lessons/<now>/" }` for every old lesson folder of the course
 * in `contentDir` (none without a `renamed.json`). Astro puts the source under the base
 * itself but takes the target as written, so the target carries `base` (`/` or
 * `/sub/path/`, with its slashes). A chain that loops is left out (`warp-school check`
 * reports it).
 * @param {string} contentDir the course folder (absolute, or relative to the working directory)
 * @param {string} base the site's base path, with a leading and a trailing slash
 * @returns {Record<string, string>}
 */
export function lessonRedirects(contentDir, base) {
  const file = join(contentDir, 'renamed.json');
  if (!existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const lessons = JSON.parse(readFileSync(file, 'utf8')).lessons ?? {};
  /** @type {Record<string, string>} */
  const out = {};
  for (const old of Object.keys(lessons)) {
    let now = old;
    let steps = 0;
    while (Object.prototype.hasOwnProperty.call(lessons, now) && steps++ < MAX_CHAIN) now = lessons[now];
    if (steps <= MAX_CHAIN) out[`/lessons/${old}/`] = `${base}lessons/${now}/`;
  }
  return out;
}
