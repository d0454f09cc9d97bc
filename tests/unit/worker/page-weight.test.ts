/**
 * The page's side of the simulator (`src/editor/sim.ts`: the worker pool, its clients, the
 * join of a split grading) must not pull the Warp TS front end, the simulator or the
 * grading itself into the page: those run in the workers, and on the page they would only
 * be more script to fetch and parse while Monaco loads (the page's `sim` chunk held the
 * Babel parser, the compiler and the simulator, 417 KB, until `mergeParts` moved out of
 * `grade-core.ts`). Checked on the module graph esbuild resolves from `sim.ts` and from
 * each editor chunk's entry (the exercise, the playground and the assignment pages).
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

async function pageModules(entry: string): Promise<string[]> {
  const out = await build({
    entryPoints: [entry], bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser', logLevel: 'silent',
    loader: { '.css': 'empty', '.ttf': 'empty' },
    // Vite's `?worker` and `?raw` imports are the workers' own bundles and text: not page code.
    plugins: [{ name: 'vite-suffixes', setup(b) { b.onResolve({ filter: /\?(worker|raw)$/ }, (a) => ({ path: a.path, external: true })); } }],
  });
  return Object.keys(out.metafile!.inputs);
}

/** Modules that belong in the workers only. */
const WORKER_ONLY = /node_modules\/@babel\/|^src\/lang\/(index|parse|lower)|^src\/sim\/(run|core\/exec)\.ts$|^src\/grader\/grade-core\.ts$|^src\/cuda\//;

describe('the page side of the simulator', () => {
  it('sim.ts loads neither the parser, the compiler, the simulator core nor the grading', async () => {
    const modules = await pageModules('src/editor/sim.ts');
    // The entry resolved: the list is the real graph, not an empty one.
    expect(modules).toContain('src/worker/pool.ts');
    expect(modules).toContain('src/grader/merge-parts.ts');
    expect(modules.filter((m) => WORKER_ONLY.test(m))).toEqual([]);
  });

  it.each(['src/editor/exercise-app.ts', 'src/editor/playground-app.ts', 'src/editor/assignment-app.ts'])('%s does not either', async (entry) => {
    const modules = await pageModules(entry);
    expect(modules).toContain(entry);
    expect(modules.filter((m) => WORKER_ONLY.test(m))).toEqual([]);
  }, 60_000);
});
