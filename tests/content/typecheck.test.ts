import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const tsc = resolve('node_modules/typescript/bin/tsc');

describe('the course\'s Warp TS files as TypeScript', () => {
  it('type-check against the prelude (content/tsconfig.json), with each harness appended to its solution', () => {
    // Function exercises: the solution followed by the harness is what runs; check that too.
    const extra = mkdtempSync(join(tmpdir(), 'warp-school-tsc-'));
    try {
      const files: string[] = [];
      for (const lesson of readdirSync('content').filter((d) => /^\d+-/.test(d))) {
        const exDir = join('content', lesson, 'exercises');
        if (!existsSync(exDir)) continue;
        for (const ex of readdirSync(exDir)) {
          const spec = JSON.parse(readFileSync(join(exDir, ex, 'exercise.json'), 'utf8')) as { harness?: { source: string } };
          if (!spec.harness) continue;
          const file = join(extra, `${lesson}-${ex}.ts`);
          writeFileSync(file, readFileSync(join(exDir, ex, 'solution.ts'), 'utf8') + spec.harness.source);
          files.push(file);
        }
      }
      const config = JSON.parse(readFileSync('content/tsconfig.json', 'utf8')) as { compilerOptions: object };
      writeFileSync(join(extra, 'tsconfig.json'), JSON.stringify({
        compilerOptions: config.compilerOptions,
        files: [resolve('src/lang/prelude/warp.d.ts'), ...files],
        include: [resolve('content') + '/**/*.ts'],
      }));
      let output = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', join(extra, 'tsconfig.json')], { encoding: 'utf8' });
      } catch (e) {
        output = String((e as { stdout?: string }).stdout ?? e);
      }
      expect(output).toBe('');
    } finally {
      rmSync(extra, { recursive: true, force: true });
    }
  }, 60_000);
});
