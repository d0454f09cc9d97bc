/** `warp-school run` against the command-line contract (docs/language.md §7): the kernel it
 * launches, a module with none (a compile error, exit 1, with the JSON object), `bool`
 * arguments, negative zeros, `threads` on every diagnostic, `printf` in text mode, and the
 * column of a race's other access. Expected values are derived by hand. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = resolve('bin/warp-school.mjs');
const dir = mkdtempSync(join(tmpdir(), 'warp-school-run-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}
function run(...args: string[]) {
  return spawnSync(process.execPath, [BIN, 'run', ...args], { encoding: 'utf8', timeout: 60_000 });
}
interface Out { ok: boolean; args: Record<string, unknown[]>; printf: string[]; diagnostics: { code: string; line: number; column: number; threads: unknown[]; related?: { line: number; column: number }[] }[] }
function json(...args: string[]): { status: number | null; out: Out; text: string } {
  const r = run(...args, '--json');
  return { status: r.status, out: JSON.parse(r.stdout) as Out, text: r.stdout };
}

describe('the kernel `warp-school run` launches', () => {
  it('a program that does not compile: exit 1, every diagnostic of kind `compile` (type and mask errors included)', () => {
    const k = file('type-errors.ts', `export function kernel(out: int[]): void {
  const x = 1.5;
  out[threadIdx.x] = __shfl_sync(1.5, x, 0);
  let y;
}`);
    const r = json(k, '--grid', '1', '--block', '32', '--arg', 'out=int[32]');
    expect(r.status).toBe(1);
    expect(r.out.ok).toBe(false);
    const d = r.out.diagnostics as unknown as { kind: string; code: string }[];
    expect(d.length).toBeGreaterThanOrEqual(2);
    expect(d.map((x) => x.code)).toContain('E-MASK-TYPE');
    expect(d.map((x) => x.kind)).toEqual(d.map(() => 'compile'));
  });

  it('a module with no exported kernel is a compile error: exit 1, E-NO-KERNEL at 1:1, and the JSON object', () => {
    const k = file('nokernel.ts', 'function kernel(o: int[]) { o[0] = 1; }\n');
    const r = json(k, '--grid', '1', '--block', '1', '--arg', 'o=int[1]');
    expect(r.status).toBe(1);
    expect(r.out.ok).toBe(false);
    expect(r.out.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['E-NO-KERNEL', 1, 1]]);
    expect(r.out.diagnostics[0]!.threads).toEqual([]);
  });

  it('prefers `export function kernel` to an `export default` function and to other exported kernels', () => {
    const k = file('two.ts', `export function first(o: int[]) { o[0] = 1; }
export default function (o: int[]) { o[0] = 2; }
export function kernel(o: int[]) { o[0] = 3; }
`);
    expect(json(k, '--grid', '1', '--block', '1', '--arg', 'o=int[1]').out.args).toEqual({ o: [3] });
    const d = file('default.ts', `export function first(o: int[]) { o[0] = 1; }
export default function main(o: int[]) { o[0] = 2; }
`);
    expect(json(d, '--grid', '1', '--block', '1', '--arg', 'o=int[1]').out.args).toEqual({ o: [2] });
  });

  it('an array of structs as a kernel parameter is a compile error (no argument can be given for it)', () => {
    const k = file('structs.ts', 'type P = { a: int; b: float };\nexport function kernel(o: P[]) { o[0].a = 1; }\n');
    const r = json(k, '--grid', '1', '--block', '1', '--arg', 'o=int[1]');
    expect(r.status).toBe(1);
    expect(r.out.diagnostics.map((d) => [d.code, d.line])).toEqual([['E-PARAM-TYPE', 2]]);
  });
});

describe('arguments and output', () => {
  const FLAG = file('flag.ts', 'export function kernel(o: int[], flag: bool) { o[0] = flag ? 1 : 2; }\n');
  it('a `bool` parameter takes bool:true, bool:false or an int (non-zero is true)', () => {
    const out = (spec: string) => json(FLAG, '--grid', '1', '--block', '1', '--arg', 'o=int[1]', '--arg', `flag=${spec}`).out.args.o;
    expect(out('bool:true')).toEqual([1]);
    expect(out('bool:false')).toEqual([2]);
    expect(out('int:7')).toEqual([1]);
    expect(out('int:0')).toEqual([2]);
    const bad = run(FLAG, '--grid', '1', '--block', '1', '--arg', 'o=int[1]', '--arg', 'flag=bool:maybe');
    expect(bad.status).toBe(2);
  });

  it('a negative zero prints as -0.0, which parses back to -0 (float and double)', () => {
    const k = file('negzero.ts', 'export function kernel(f: float[], d: double[]) { f[0] = -0.0; f[1] = 0.0; d[0] = double(f[0]); }\n');
    const r = json(k, '--grid', '1', '--block', '1', '--arg', 'f=float[2]:5', '--arg', 'd=double[1]');
    expect(r.text).toContain('"f":[-0.0,0]');
    expect(Object.is(r.out.args.f![0], -0)).toBe(true);
    expect(Object.is(r.out.args.f![1], 0)).toBe(true);
    expect(Object.is(r.out.args.d![0], -0)).toBe(true);
  });

  it('every diagnostic has `threads`, a compile-time one an empty list', () => {
    const k = file('warn.ts', 'export function kernel(o: int[]) { let x = 1; if (x = 2) o[0] = x; }\n');
    const r = json(k, '--grid', '1', '--block', '1', '--arg', 'o=int[1]');
    expect(r.out.diagnostics.length).toBeGreaterThan(0);
    for (const d of r.out.diagnostics) expect(Array.isArray(d.threads)).toBe(true);
  });

  it('without --json, printf output is written as the calls gave it', () => {
    const k = file('printf.ts', `export function kernel(o: int[]) {
  printf("t=%d\\n", int(threadIdx.x));
  if (threadIdx.x == 0) printf("no newline ");
  o[threadIdx.x] = 1;
}
`);
    const r = run(k, '--grid', '1', '--block', '2', '--arg', 'o=int[2]');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('t=0\nno newline t=1\no = [1,1]\nok\n');
  });

  it("a race's other access names its column", () => {
    const k = file('race.ts', `export function kernel(o: int[]) {
  const s = __shared__<int>(32);
  const l = int(threadIdx.x);
  s[l] = l;
  if (l < 16) o[l] = s[l + 16];
}
`);
    const r = json(k, '--grid', '1', '--block', '32', '--arg', 'o=int[32]');
    const race = r.out.diagnostics.find((d) => d.code.startsWith('E-RACE'))!;
    expect([race.line, race.column]).toEqual([5, 22]);
    expect(race.related!.map((x) => [x.line, x.column])).toEqual([[4, 3]]);
  });
});
