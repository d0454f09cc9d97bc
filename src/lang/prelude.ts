/**
 * The prelude's text for Node (tests, the command line): the same `warp.d.ts` that
 * the site imports with Vite's `?raw`. Also the TypeScript compiler options under
 * which kernels are checked against it.
 */
import { readFileSync } from 'node:fs';

/** The text of `prelude/warp.d.ts`. */
export const PRELUDE_SOURCE: string = readFileSync(new URL('./prelude/warp.d.ts', import.meta.url), 'utf8');

/** The file name under which the prelude is given to TypeScript. */
export const PRELUDE_FILE_NAME = 'warp.d.ts';

/**
 * Options for checking Warp TS with TypeScript, in `tsconfig.json` form (convert
 * with `ts.convertCompilerOptionsFromJson`): strict, except `strictNullChecks` (so
 * `let x: int;` followed by a use is accepted, as in C), no DOM library (a kernel
 * has no `document` or `window`), and no ambient `@types` packages.
 */
export const PRELUDE_COMPILER_OPTIONS = {
  strict: true,
  strictNullChecks: false,
  noEmit: true,
  target: 'ES2022',
  lib: ['ES2022'],
  types: [] as string[],
  module: 'ESNext',
  moduleResolution: 'Bundler',
} as const;
