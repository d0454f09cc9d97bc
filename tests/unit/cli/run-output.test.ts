/** `warp-school run`'s output: the arrays the kernel can write by default, `--out NAME` for a
 * chosen set; array files read in one pass; the command line started from its JavaScript
 * bundle, with no TypeScript module loaded. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = resolve('bin/warp-school.mjs');
const dir = mkdtempSync(join(tmpdir(), 'warp-school-run-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** Sum of the 32 inputs by shuffles into out[0]; `inp` is only read. */
const REDUCE = file('reduce.ts', `export function kernel(inp: float[], out: float[], unused: int[]) {
  let v: float = inp[threadIdx.x];
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x == 0) out[0] = v;
}
`);
/** Counts its lanes into hits[0] by atomicAdd; writes nothing else. */
const ATOMIC = file('atomic.ts', `export function kernel(hits: int[], other: int[]) {
  atomicAdd(hits, 0, 1);
}
`);
const NOTHING = file('nothing.ts', 'export function kernel(a: int[]) { const x: int = a[0]; }\n');
/** Writes out[0] only when n > 100, through a device function; `flags` is only read. */
const GUARDED = file('guarded.ts', `function put(dst: int[], v: int) { dst[0] = v; }
export function kernel(flags: int[], out: int[], n: int) {
  if (n > 100 && flags[threadIdx.x] != 0) put(out, n);
}
`);
const INPUT = file('inp.json', JSON.stringify(Array.from({ length: 32 }, (_, i) => i)));

function run(...args: string[]) {
  return spawnSync(process.execPath, [BIN, 'run', ...args], { encoding: 'utf8', timeout: 60_000 });
}
function json(...args: string[]): { ok: boolean; args: Record<string, unknown[]> } {
  const r = run(...args, '--json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}
const reduceArgs = [REDUCE, '--grid', '1', '--block', '32', '--arg', `inp=float[]:@${INPUT}`, '--arg', 'out=float[1]', '--arg', 'unused=int[4]:7'];

describe('`warp-school run --json` prints the arrays the kernel can write', () => {
  it('prints `out` (0 + 1 + ... + 31 = 496) and neither the input it only read nor the array it never touched', () => {
    const r = json(...reduceArgs);
    expect(r.ok).toBe(true);
    expect(r.args).toEqual({ out: [496] });
  });

  it('counts an array written only by atomics as written (32 lanes add 1)', () => {
    const r = json(ATOMIC, '--grid', '1', '--block', '32', '--arg', 'hits=int[1]', '--arg', 'other=int[2]');
    expect(r.args).toEqual({ hits: [32] });
  });

  it('prints an output array that this run left untouched, as it was given (the store is never reached)', () => {
    const r = json(GUARDED, '--grid', '1', '--block', '32', '--arg', 'flags=int[32]:1', '--arg', 'out=int[2]:-5', '--arg', 'n=int:3');
    expect(r.ok).toBe(true);
    expect(r.args).toEqual({ out: [-5, -5] });
  });

  it('prints no array when the kernel writes none', () => {
    expect(json(NOTHING, '--grid', '1', '--block', '32', '--arg', 'a=int[1]:5').args).toEqual({});
  });

  it('prints exactly the arrays named by --out, in the order given, written or not', () => {
    const r = json(...reduceArgs, '--out', 'unused', '--out', 'out');
    expect(Object.keys(r.args)).toEqual(['unused', 'out']);
    expect(r.args).toEqual({ unused: [7, 7, 7, 7], out: [496] });
  });

  it('follows the same choice without --json', () => {
    const r = run(...reduceArgs, '--out', 'inp');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`inp = ${JSON.stringify(Array.from({ length: 32 }, (_, i) => i))}`);
    expect(r.stdout).not.toContain('out =');
  });

  it('exits 2 for --out naming a scalar or no argument at all', () => {
    const scalar = run(NOTHING, '--grid', '1', '--block', '32', '--arg', 'a=int[1]', '--out', 'a', '--out', 'x');
    expect(scalar.status).toBe(2);
    expect(scalar.stderr).toBe('warp-school run: --out x: no `--arg x=...` is given (arrays: a)\n');
  });
});

describe('`--arg NAME=TYPE[]:@FILE`', () => {
  it('names the element of the file that does not fit the type, and exits 2', () => {
    const bad = file('bad.json', '[1, 2, 3000000000]');
    const r = run(NOTHING, '--grid', '1', '--block', '32', '--arg', `a=int[]:@${bad}`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('element 2: `3000000000` is outside the range of `int`');
  });

  it('says where a file that is not a JSON array goes wrong', () => {
    const bad = file('broken.json', '[1, 2 3]');
    const r = run(NOTHING, '--grid', '1', '--block', '32', '--arg', `a=int[]:@${bad}`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('expected `,` or `]` after element 1, found `3]`');
  });
});

describe('the command line starts from JavaScript', () => {
  it('loads no TypeScript module when it runs a kernel', () => {
    // Module hooks (Node's module.register) that append every URL Node loads to a file.
    const log = join(dir, 'loaded.txt');
    writeFileSync(log, '');
    const hooks = file('hooks.mjs', `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }
`);
    const start = file('start.mjs', `import { register } from 'node:module';
register(${JSON.stringify('file://' + hooks)});
`);
    const r = spawnSync(process.execPath, ['--import', start, BIN, 'run', ...reduceArgs, '--json'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    const loaded = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    expect(loaded.some((u) => u.endsWith('/build/cli/warp-school.mjs'))).toBe(true);
    expect(loaded.filter((u) => /\.(ts|mts|cts)$/.test(u) || /\/tsx\//.test(u))).toEqual([]);
  });
});
