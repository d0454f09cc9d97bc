/** `warp-school cuda` from the command line: exit statuses 0 (translated), 1 (the program
 * does not compile) and 2 (bad arguments), as `warp-school run`. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'warp-school-cuda-cli-'));
const good = join(dir, 'good.ts');
writeFileSync(good, 'export function kernel(out: int[]) { out[threadIdx.x] = __popc(__activemask()); }\n');
const bad = join(dir, 'bad.ts');
writeFileSync(bad, 'export function kernel(out: number[]) {}\n');

function cli(...args: string[]) {
  return spawnSync(process.execPath, ['bin/warp-school.mjs', 'cuda', ...args], { encoding: 'utf8', timeout: 60_000 });
}

describe('warp-school cuda', () => {
  it('prints the CUDA translation and exits 0', () => {
    const r = cli(good);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('out[threadIdx.x] = __popc(__activemask());');
    expect(r.stdout).not.toContain('int main()');
  });
  it('adds main() with --harness, --grid, --block and --arg as `warp-school run` reads them', () => {
    const r = cli(good, '--harness', '--grid', '1', '--block', '32', '--arg', 'out=int[32]:-1');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('int main() {');
    expect(r.stdout).toContain('kernel<<<dim3(1, 1, 1), dim3(32, 1, 1)>>>(d_out);');
  });
  it('exits 1 with the compile error when the program does not compile', () => {
    const r = cli(bad);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('`number` is not a Warp TS type');
  });
  it('exits 2 for --harness without --grid, for a missing argument, and for a missing file', () => {
    expect(cli(good, '--harness', '--block', '32').status).toBe(2);
    const missing = cli(good, '--harness', '--grid', '1', '--block', '32');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('missing argument for parameter `out`');
    expect(cli(join(dir, 'nope.ts')).status).toBe(2);
  });
});
