/**
 * Every hardware kernel is valid TypeScript against the Warp TS prelude
 * (`tests/hardware/kernels/tsconfig.json`), as a learner's editor would check it.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the hardware kernels as TypeScript', () => {
  it('type-check against the prelude with no errors', () => {
    let output = '';
    try {
      execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', resolve('tests/hardware/kernels/tsconfig.json')],
        { encoding: 'utf8' });
    } catch (e) {
      output = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(output).toBe('');
  }, 120_000);
});
