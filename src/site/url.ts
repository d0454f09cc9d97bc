/**
 * Links that work under any base path. `import.meta.env.BASE_URL` is the configured base
 * (`/` or e.g. `/warp-school/`).
 */

/** `path` (with or without a leading slash) under the site's base: `withBase('progress/')`. */
export function withBase(path: string): string {
  const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
  return base + path.replace(/^\/+/, '');
}

/** The page of lesson `id` (its folder name, e.g. `03-shuffles`). */
export function lessonHref(id: string): string {
  return withBase(`lessons/${id}/`);
}

/** The anchor id of exercise `id` (`03-shuffles/01-broadcast` → `exercise-01-broadcast`). */
export function exerciseAnchor(id: string): string {
  return `exercise-${id.split('/')[1] ?? id}`;
}
