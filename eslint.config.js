// @ts-check
/**
 * Lint (`npm run lint`): typescript-eslint's recommended rules on the TypeScript and
 * JavaScript sources, Prettier's formatting rules switched off (Prettier checks formatting
 * itself), and `warp/layers`: an import that points the wrong way through the house
 * (`scripts/layers.mjs`) is an error.
 */
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { LAYERS, PAGE_PACKAGES, layerOf, layerViolation } from './scripts/layers.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));
const posix = (p) => p.split(sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the layers of scripts/layers.mjs' },
    schema: [],
  },
  create(context) {
    const file = posix(relative(ROOT, context.filename));
    const layer = layerOf(file);
    if (!layer) return {};
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) {
        if (layer.domFree && PAGE_PACKAGES.test(spec)) {
          context.report({
            node: source,
            message: `layer \`${layer.name}\` runs without a page: it may not import \`${spec}\``,
          });
        }
        return;
      }
      const target = posix(join(dirname(file), spec.replace(/\?.*$/, '')));
      const why = layerViolation(file, target);
      if (why) {
        context.report({
          node: source,
          message: `${why}: move the shared code down into a layer both may import (scripts/layers.mjs)`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      '.astro/',
      '.tmp/',
      'test-results/',
      // Warp TS kernels: checked by the Warp TS checker, not as TypeScript modules.
      'content/',
      'examples/',
      'oracle/',
      'tests/**/kernels/',
      'tests/fixtures/',
      'tests/e2e/fixtures/',
      'src/lang/prelude/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,mts,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { warp: { rules: { layers: layersRule } } },
    rules: {
      'warp/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests feed hostile text on purpose: control characters in their patterns are the point.
    files: ['tests/**/*.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  prettier,
);

export { LAYERS };
