/**
 * Rehype plugin: prefixes root-relative `href`/`src` attributes in lesson prose with the
 * site's base path, so `[next](/lessons/03-shuffles/)` works when the site is served under
 * `/warp-school/`. Leaves absolute URLs, protocol-relative `//host` URLs, fragments,
 * relative paths and already-prefixed paths alone.
 *
 * @param {{ base?: string }} [options] `base` with leading and trailing slash (default `/`).
 */
export function rehypeBaseLinks(options = {}) {
  const base = options.base ?? '/';
  /** @param {string} url */
  const fix = (url) => {
    if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
    if (url === base.slice(0, -1) || url.startsWith(base)) return url;
    return base + url.slice(1);
  };
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'element' && node.properties) {
      for (const attr of ['href', 'src']) {
        if (typeof node.properties[attr] === 'string') node.properties[attr] = fix(node.properties[attr]);
      }
    }
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  return (/** @type {any} */ tree) => visit(tree);
}
