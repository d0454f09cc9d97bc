// @ts-check
/**
 * Vite plugins that fit Monaco 0.57 to a lesson page. `monacoForWarp()` returns both.
 *
 * 1. `monacoCssOnDemand`: keeps Monaco's stylesheets out of the page `<head>`.
 *
 * Monaco's modules import their own `.css` files. Astro adds the CSS of every module a
 * page's scripts can reach (lazy chunks included) to the page head as render-blocking
 * `<link>`s, so a lesson page would load ~175 KB of editor CSS before showing any text.
 * This plugin turns each `.css` import made from inside `monaco-editor` into a small
 * module that adds a `<style>` element when the editor chunk runs, i.e. only when an
 * editor is opened. The one relative `url()` (the codicon font) is rewritten to the
 * font's emitted asset URL.
 *
 * 2. `monacoTrim`: Monaco's worker helper (`internal/common/workers.js`, reached through
 *    the TypeScript language) imports every editor contribution for its side effects,
 *    which would undo choosing features one by one; those imports are dropped (the
 *    editor imports the features it uses itself, `src/editor/monaco.ts`). The TypeScript
 *    worker's library map is cut to the ES5–ES2020 files (Warp TS compiles with
 *    `lib: ["es2020"]`), leaving out the DOM and Web Worker typings, 2.7 MB of text.
 *
 * Use in `astro.config.mjs`:
 * `vite: { plugins: [monacoForWarp()], worker: { plugins: () => [monacoTrim()] } }`
 * (worker bundles, the TypeScript worker among them, have their own plugin list).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const PREFIX = '\0warp-monaco-css:';

/** @returns {import('vite').Plugin} */
export function monacoCssOnDemand() {
  return {
    name: 'warp-monaco-css-on-demand',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.css') || !importer || !importer.replace(/\\/g, '/').includes('/node_modules/monaco-editor/')) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The `.js` suffix keeps Vite's own CSS plugin from claiming the module.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      let css = await readFile(file, 'utf8');
      /** @type {string[]} */
      const imports = [];
      let n = 0;
      css = css.replace(/url\((['"]?)(\.{1,2}\/[^'")]+)\1\)/g, (_m, _q, rel) => {
        const name = `__warpAsset${n++}`;
        imports.push(`import ${name} from ${JSON.stringify(path.resolve(path.dirname(file), rel) + '?url')};`);
        return `url(${name.toUpperCase()})`;
      });
      let literal = JSON.stringify(css);
      for (let i = 0; i < n; i++) {
        literal = literal.replace(`__WARPASSET${i}`, `" + JSON.stringify(__warpAsset${i}) + "`);
      }
      return [
        ...imports,
        `const css = ${literal};`,
        'if (typeof document !== "undefined") {',
        '  const style = document.createElement("style");',
        `  style.dataset.monaco = ${JSON.stringify(path.basename(file))};`,
        '  style.textContent = css;',
        '  document.head.appendChild(style);',
        '}',
      ].join('\n');
    },
  };
}

const WORKERS_MODULE = /\/monaco-editor\/esm\/vs\/internal\/common\/workers\.js$/;
const TS_LIB_MODULE = /\/monaco-editor\/esm\/vs\/languages\/features\/typescript\/lib\/lib\.js$/;
const TS_LIB_KEPT = /^lib\.(decorators(\.legacy)?|es5|es201[5-9](\.[a-z.]+)?|es2020(\.[a-z.]+)?)\.d\.ts$/;

/** @returns {import('vite').Plugin} */
export function monacoTrim() {
  return {
    name: 'warp-monaco-trim',
    enforce: 'pre',
    transform(code, id) {
      const file = id.replace(/\\/g, '/').split('?')[0] ?? '';
      if (WORKERS_MODULE.test(file)) {
        return { code: code.replace(/^import '[^']+';\n/gm, ''), map: null };
      }
      if (TS_LIB_MODULE.test(file)) {
        const trimmed = code.replace(/^libFileMap\["([^"]+)"\] = '((?:[^'\\]|\\[\s\S])*)';\n/gm,
          (entry, name) => (TS_LIB_KEPT.test(name) && !name.includes('.full.') ? entry : ''));
        return { code: trimmed, map: null };
      }
      return null;
    },
  };
}

/**
 * The `monaco-editor` modules that `file` (`src/editor/monaco.ts`) imports, workers and other
 * `?` imports left out: for `optimizeDeps.include`, so that the dev server pre-bundles them
 * when it starts. Otherwise it finds them only when the first editor loads, bundles them
 * then and reloads the page. The build does not use this list.
 * @param {string | URL} file
 * @returns {string[]}
 */
export function monacoDeps(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?'(monaco-editor\/[^'?]+)';/gm)].map((m) => m[1] ?? '');
}

/** Both plugins, for `vite.plugins`. */
export function monacoForWarp() {
  return [monacoCssOnDemand(), monacoTrim()];
}
