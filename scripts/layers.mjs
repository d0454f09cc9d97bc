// @ts-check
/**
 * The house: which folders form which layer, and which layers each may import. One
 * table read by the lint (`eslint.config.js`, rule `warp/layers`) and by the import
 * graph (`scripts/import-graph.ts`). Dependencies point one way, lowest first:
 * lang → sim → grader → worker/cli → editor → components/pages, with the DOM-free
 * `schema`, `cuda`, `diagram` and `progress` beside them.
 *
 * A file belongs to the first layer one of whose prefixes (paths from the repository
 * root) it starts with; files in no layer (tests, bench, scripts, configuration) are free.
 */

/**
 * @typedef {object} Layer
 * @property {string} name
 * @property {string[]} prefixes paths from the repository root (a folder ends with `/`)
 * @property {string[]} mayImport the other layers its files may import
 * @property {boolean} domFree whether it runs without a page (worker, Node): it may not
 *   import the editor's or the site's packages (`monaco-editor`, `astro`), and
 *   `tsconfig.core.json` checks its files without DOM typings (its `include` lists them)
 */

/** @type {Layer[]} */
export const LAYERS = [
  { name: 'lang', prefixes: ['src/lang/'], mayImport: [], domFree: true },
  { name: 'sim', prefixes: ['src/sim/'], mayImport: ['lang'], domFree: true },
  { name: 'schema', prefixes: ['src/schema/'], mayImport: [], domFree: true },
  { name: 'grader', prefixes: ['src/grader/'], mayImport: ['lang', 'sim', 'schema'], domFree: true },
  { name: 'cuda', prefixes: ['src/cuda/'], mayImport: ['lang', 'sim'], domFree: true },
  { name: 'diagram', prefixes: ['src/diagram/'], mayImport: ['lang', 'sim', 'schema', 'grader'], domFree: true },
  {
    name: 'worker',
    prefixes: ['src/worker/'],
    mayImport: ['lang', 'sim', 'schema', 'grader', 'cuda', 'diagram'],
    domFree: true,
  },
  { name: 'progress', prefixes: ['src/progress/'], mayImport: ['schema'], domFree: false },
  {
    name: 'cli',
    prefixes: ['src/cli/'],
    mayImport: ['lang', 'sim', 'schema', 'grader', 'cuda', 'diagram', 'worker'],
    domFree: true,
  },
  {
    name: 'site',
    prefixes: ['src/site/', 'src/content.config'],
    mayImport: ['lang', 'sim', 'schema', 'grader', 'cuda', 'diagram', 'progress'],
    domFree: false,
  },
  {
    name: 'editor',
    prefixes: ['src/editor/'],
    mayImport: ['lang', 'sim', 'schema', 'grader', 'cuda', 'diagram', 'worker', 'progress', 'site'],
    domFree: false,
  },
  {
    name: 'pages',
    prefixes: ['components/', 'src/layouts/', 'src/pages/', 'src/styles/'],
    mayImport: ['lang', 'sim', 'schema', 'grader', 'cuda', 'diagram', 'worker', 'progress', 'site', 'editor'],
    domFree: false,
  },
];

/**
 * The layer of `file` (a path relative to the repository root, `/`-separated), or
 * undefined when it is in none.
 * @param {string} file
 * @returns {Layer | undefined}
 */
export function layerOf(file) {
  return LAYERS.find((l) => l.prefixes.some((p) => file === p || file.startsWith(p)));
}

/**
 * Why an import from `from` to `to` (both relative to the root) breaks the house, or
 * null when it does not.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export function layerViolation(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b || a === b || a.mayImport.includes(b.name)) return null;
  const allowed = a.mayImport.map((n) => `\`${n}\``).join(', ');
  return `layer \`${a.name}\` may import ${allowed ? `only ${allowed}` : 'no other layer'}, not \`${b.name}\``;
}

/** Packages a DOM-free layer may not import: the editor's and the site's. */
export const PAGE_PACKAGES = /^(monaco-editor|astro|@astrojs\/)/;
