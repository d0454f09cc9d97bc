// @ts-check
/**
 * Site configuration.
 * - `BASE_PATH` (env, default `/`): the sub-path the site is served under, e.g. `/warp-school/`.
 *   Every page link and asset is prefixed with it; root-relative links written in lessons
 *   (`[see](/lessons/03-shuffles/)`) are prefixed at build time too.
 * - `OUT_DIR` (env, default `./dist`): where `astro build` writes the static site.
 * - `WARP_SCHOOL_CONTENT` (env, default `./content`): the folder of numbered lesson folders
 *   (read by `src/content.config.ts`); its `renamed.json` gives the old lesson pages that
 *   redirect to their lessons now. The exercise and playground widgets read `content/`
 *   themselves, so with another folder (test fixtures) placeholders stand in for them.
 * Reference pages: `docs/language.md`, `docs/semantics.md` and `docs/execution-model.md` are
 *   rendered at `/reference/<name>/` (src/site/reference.mjs); their links to each other are
 *   rewritten to those pages and links to repository files dropped (rehype-doc-links.mjs).
 * Code fences: ```warp-ts is highlighted with the TypeScript grammar and ```cuda with C++
 * (Shiki has no CUDA grammar), in the light/dark themes of Monaco (`vs` = Light+, `vs-dark` = Dark+).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { rehypeBaseLinks } from './src/layouts/markdown/rehype-base-links.mjs';
import { rehypeDocLinks } from './src/layouts/markdown/rehype-doc-links.mjs';
import { rehypeTableScroll } from './src/layouts/markdown/rehype-table-scroll.mjs';
import { shikiCodeLines } from './src/layouts/markdown/shiki-code-lines.mjs';
import { widgetsPlugin } from './src/layouts/markdown/widgets.mjs';
import { monacoDeps, monacoForWarp, monacoTrim } from './src/editor/vite-monaco.mjs';
import { lessonRedirects } from './src/site/lesson-redirects.mjs';
import { REFERENCE_DIR, REFERENCE_DOCS, referencePath } from './src/site/reference.mjs';

/** `BASE_PATH` with exactly one leading and one trailing slash (`''` and `/` give `/`). */
function normalizeBase(raw) {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

const base = normalizeBase(process.env.BASE_PATH);
const contentDir = (process.env.WARP_SCHOOL_CONTENT || './content').replace(/^\.\//, '').replace(/\/+$/, '');
/** The reference documents' links between each other, as site paths (src/site/reference.mjs). */
const referenceLinks = {
  docsDir: fileURLToPath(new URL(`./${REFERENCE_DIR}/`, import.meta.url)),
  pages: Object.fromEntries(REFERENCE_DOCS.map((d) => [`${d.name}.md`, referencePath(d.name)])),
};

export default defineConfig({
  base,
  trailingSlash: 'ignore',
  outDir: process.env.OUT_DIR || './dist',
  build: { format: 'directory', assets: '_astro' },
  devToolbar: { enabled: false },
  prefetch: false,
  redirects: lessonRedirects(contentDir, base),
  integrations: [mdx()],
  markdown: {
    syntaxHighlight: 'shiki',
    shikiConfig: {
      themes: { light: 'light-plus', dark: 'dark-plus' },
      langAlias: { 'warp-ts': 'typescript', cuda: 'cpp', cu: 'cpp' },
      wrap: false,
      transformers: [shikiCodeLines],
    },
    rehypePlugins: [[rehypeDocLinks, referenceLinks], [rehypeBaseLinks, { base }], rehypeTableScroll],
  },
  vite: {
    plugins: [widgetsPlugin({ root: new URL('./', import.meta.url), useWidgets: contentDir === 'content' }), monacoForWarp()],
    // Monaco: its CSS loads with the editor, not in the page head; unused parts trimmed
    // (src/editor/vite-monaco.mjs). Worker bundles have their own plugin list.
    worker: { plugins: () => [monacoTrim()] },
    build: { assetsInlineLimit: 0 },
    // Dev server: pre-bundle Monaco and the simulator worker's parser at start-up rather than
    // when the first editor opens (which re-bundles them and reloads the page).
    optimizeDeps: { include: [...monacoDeps(new URL('./src/editor/monaco.ts', import.meta.url)), '@babel/parser'] },
    // `.tmp/` (ignored by git) holds scratch builds and checkouts: the dev server does not
    // watch it (with a few built sites there, it took 30 s to start and then never answered
    // a page).
    server: { watch: { ignored: ['**/.tmp/**'] } },
  },
});
