// @ts-check
/**
 * Rehype plugin for the reference pages rendered from the project's markdown documents
 * (src/site/reference.mjs): their relative links are written for the repository
 * (`semantics.md#25-deadlocks-and-hangs`, `../src/lang/`), so on the site
 * - a link to another shown document becomes the root-relative address of its page, with
 *   the same fragment (`/reference/semantics/#25-deadlocks-and-hangs`; rehypeBaseLinks,
 *   which runs after this plugin, adds the base path), and a link to the same document
 *   keeps only its fragment;
 * - a link to any other repository file (source, a document the site does not show) is
 *   dropped and its text kept, so the site never links to an address it does not serve.
 * Absolute URLs, root-relative paths and bare fragments are left alone. Files outside
 * `docsDir` (the lessons) are not touched.
 *
 * @param {{ docsDir: string; pages: Record<string, string> }} options `docsDir`: absolute
 *   path of the documents' folder; `pages`: file name (`semantics.md`) → site path
 *   (`/reference/semantics/`).
 */
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `href` written for the repository: not a URL with a scheme, not `//host`, `/path` or `#frag`. */
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#)/i;

/** @param {{ docsDir: string; pages: Record<string, string> }} options */
export function rehypeDocLinks(options) {
  const docsDir = resolve(options.docsDir);
  return (/** @type {any} */ tree, /** @type {{ path?: string | URL }} */ file) => {
    const raw = file.path;
    if (!raw) return;
    const path = raw instanceof URL ? fileURLToPath(raw) : String(raw).startsWith('file:') ? fileURLToPath(String(raw)) : String(raw);
    if (dirname(resolve(path)) !== docsDir) return;
    const self = basename(path);
    /** The new href of `href`, or null to drop the link. */
    const rewrite = (/** @type {string} */ href) => {
      const hash = href.indexOf('#');
      const target = hash < 0 ? href : href.slice(0, hash);
      const fragment = hash < 0 ? '' : href.slice(hash);
      const full = resolve(docsDir, decodeURIComponent(target));
      if (dirname(full) !== docsDir) return null;
      const name = basename(full);
      if (name === self) return fragment || '#';
      return options.pages[name] ? options.pages[name] + fragment : null;
    };
    /** @param {any} node */
    const visit = (node) => {
      if (!Array.isArray(node.children)) return;
      node.children = node.children.flatMap((/** @type {any} */ child) => {
        visit(child);
        if (child.type !== 'element' || child.tagName !== 'a') return [child];
        const href = child.properties?.href;
        if (typeof href !== 'string' || !RELATIVE.test(href)) return [child];
        const to = rewrite(href);
        if (to === null) return child.children;
        child.properties.href = to;
        return [child];
      });
    };
    visit(tree);
  };
}
