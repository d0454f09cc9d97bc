/**
 * `warp-school run` refuses, before anything runs, what the grader refuses too: a kernel
 * file over the grader's source limit (65,536 bytes), and a launch larger than the budget
 * allows. Both are bad arguments (exit 2, one line on standard error).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli/commands/run';

const dir = mkdtempSync(join(tmpdir(), 'warp-school-run-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => { vi.restoreAllMocks(); });

const KERNEL = 'export function kernel(out: int[]) {\n  out[threadIdx.x] = 1;\n}\n';

/** Runs the command in-process; returns its exit status and what it wrote. */
async function run(argv: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => { stdout += String(s); return true; });
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => { stderr += String(s); return true; });
  const status = await main(argv);
  vi.restoreAllMocks();
  return { status, stdout, stderr };
}

function kernelFile(name: string, bytes: number): string {
  // The kernel, then a comment line padding the file to exactly `bytes` bytes (ASCII).
  const pad = bytes - KERNEL.length - 3;
  const path = join(dir, name);
  writeFileSync(path, `${KERNEL}//${'x'.repeat(pad)}\n`);
  return path;
}

describe('warp-school run: limits checked before running', () => {
  it('runs a kernel file of exactly 65,536 bytes', async () => {
    const r = await run([kernelFile('at-limit.ts', 65_536), '--grid', '1', '--block', '32', '--arg', 'out=int[32]', '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).args.out).toEqual(Array(32).fill(1));
  });

  it('refuses a kernel file of 65,537 bytes, as grade does', async () => {
    const r = await run([kernelFile('over-limit.ts', 65_537), '--grid', '1', '--block', '32', '--arg', 'out=int[32]', '--json']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^warp-school run: file `.*over-limit\.ts` is too large: 65537 bytes \(the limit is 65536/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses --grid 65535,65535 at once, saying how many warps it asks for and how many the budget allows', async () => {
    // 65535 * 65535 blocks of one warp each; 200,000,000 / 32 = 6,250,000 warps.
    const r = await run([kernelFile('small.ts', 200), '--grid', '65535,65535', '--block', '32', '--arg', 'out=int[32]']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('4,294,836,225 warps');
    expect(r.stderr).toContain('at most 6,250,000 warps');
    expect(r.stderr).toContain('--budget');
  });

  it('lets a larger --budget admit a larger launch', async () => {
    // 2 blocks of one warp need 64 lane-steps of budget; 63 is refused.
    const path = kernelFile('two-blocks.ts', 200);
    expect((await run([path, '--grid', '2', '--block', '32', '--arg', 'out=int[64]', '--budget', '63'])).status).toBe(2);
    const ok = await run([path, '--grid', '2', '--block', '32', '--arg', 'out=int[64]', '--budget', '64', '--json']);
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).ok).toBe(false); // the stores need more steps than that: a budget error, after running
  });
});
