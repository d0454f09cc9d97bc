import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS, layerOf, layerViolation } from '../../../scripts/layers.mjs';

/** Lints `code` as if it were the file `path` (relative to the root); the `warp/layers` messages. */
async function layerMessages(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'warp/layers').map((m) => m.message);
}

describe('the layers table', () => {
  it('names only layers it defines, and its imports form no cycle', () => {
    const names = new Set(LAYERS.map((l) => l.name));
    for (const l of LAYERS) for (const n of l.mayImport) expect(names.has(n), `${l.name} -> ${n}`).toBe(true);
    // Depth-first search for a back edge.
    const state = new Map<string, 'open' | 'done'>();
    const visit = (name: string, path: string[]): void => {
      if (state.get(name) === 'done') return;
      expect(state.get(name), `cycle ${[...path, name].join(' -> ')}`).not.toBe('open');
      state.set(name, 'open');
      for (const n of LAYERS.find((l) => l.name === name)!.mayImport) visit(n, [...path, name]);
      state.set(name, 'done');
    };
    for (const l of LAYERS) visit(l.name, []);
  });

  it('puts the language at the bottom and the pages at the top', () => {
    expect(layerOf('src/lang/check-call.ts')?.name).toBe('lang');
    expect(layerOf('src/sim/intrinsics/shuffle.ts')?.name).toBe('sim');
    expect(layerOf('components/site/Pager.astro')?.name).toBe('pages');
    expect(layerOf('tests/unit/house/layers.test.ts')).toBeUndefined();
    expect(layerViolation('src/lang/check-call.ts', 'src/sim/run.ts')).toMatch(
      /`lang` may import no other layer, not `sim`/,
    );
    expect(layerViolation('src/sim/run.ts', 'src/lang/ir.ts')).toBeNull();
    expect(layerViolation('src/diagram/from-source.ts', 'src/worker/handle.ts')).toMatch(/not `worker`/);
    expect(layerViolation('src/editor/assignment-app.ts', 'components/assignments/load.ts')).toMatch(/not `pages`/);
  });
});

describe('the lint', () => {
  it('rejects an import from the core up into the editor', async () => {
    expect(await layerMessages('src/lang/probe.ts', "import { h } from '../editor/dom';\nexport { h };\n")).toEqual([
      expect.stringMatching(/layer `lang` may import no other layer, not `editor`/),
    ]);
  });

  it('rejects a DOM-free layer importing Monaco or Astro', async () => {
    const messages = await layerMessages('src/sim/probe.ts', "import * as m from 'monaco-editor';\nexport { m };\n");
    expect(messages).toEqual([expect.stringMatching(/`sim` runs without a page: it may not import `monaco-editor`/)]);
  });

  it('rejects a dynamic import and a re-export against the layers', async () => {
    const code = "export * from '../../cli/main';\nexport const f = () => import('../../editor/dom');\n";
    expect(await layerMessages('src/grader/batch/probe.ts', code)).toHaveLength(2);
  });

  it('accepts imports down the house', async () => {
    const code =
      "import type { Program } from '../lang/ir';\nimport { runProgram } from '../sim';\nexport type { Program };\nexport { runProgram };\n";
    expect(await layerMessages('src/grader/probe.ts', code)).toEqual([]);
  });
});
