import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monacoCssOnDemand, monacoTrim } from '../../../src/editor/vite-monaco.mjs';

const monaco = join(import.meta.dirname, '../../../node_modules/monaco-editor/esm/vs');

interface CssPlugin { load(id: string): Promise<string | null> }
interface TrimPlugin { transform(code: string, id: string): { code: string } | null }

describe('Monaco build plugins', () => {
  it("turns a Monaco stylesheet into a module that adds a <style> when the editor loads, with the font's asset URL", async () => {
    const file = join(monaco, 'base/browser/ui/codicons/codicon/codicon.css');
    const code = await (monacoCssOnDemand() as CssPlugin).load(`\0warp-monaco-css:${file}.js`);
    expect(code).toContain(`import __warpAsset0 from ${JSON.stringify(join(monaco, 'base/browser/ui/codicons/codicon/codicon.ttf') + '?url')}`);
    expect(code).toContain('document.createElement("style")');
    expect(code).toContain('url(" + JSON.stringify(__warpAsset0) + ")');
  });

  it('leaves modules outside Monaco alone', async () => {
    expect(await (monacoCssOnDemand() as CssPlugin).load('/work/app.css')).toBeNull();
    expect((monacoTrim() as TrimPlugin).transform('import "./x.js";', '/work/src/app.ts')).toBeNull();
  });

  it("drops the worker helper's imports of every editor contribution but keeps its own API", () => {
    const id = join(monaco, 'internal/common/workers.js');
    const out = (monacoTrim() as TrimPlugin).transform(readFileSync(id, 'utf8'), id)!.code;
    expect(out).not.toMatch(/^import '/m);
    expect(out).toContain('export { createWebWorker }');
  });

  it('keeps the ES5–ES2020 libraries of the TypeScript worker and drops the DOM ones', () => {
    const id = join(monaco, 'languages/features/typescript/lib/lib.js');
    const out = (monacoTrim() as TrimPlugin).transform(readFileSync(id, 'utf8'), id)!.code;
    expect(out).toContain('libFileMap["lib.es5.d.ts"]');
    expect(out).toContain('libFileMap["lib.es2020.d.ts"]');
    expect(out).not.toContain('libFileMap["lib.dom.d.ts"]');
    expect(out).not.toContain('libFileMap["lib.webworker.d.ts"]');
  });
});
