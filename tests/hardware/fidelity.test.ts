/**
 * The simulator against the readings of oracle/fidelity.cu on an H200
 * (tests/hardware/fixtures/fidelity.json, from oracle/fidelity-parse.ts): double `fma` bit
 * for bit, device `printf` text character for character, and the exported form of
 * `atomicExch` on a `double[]`. Every case of the fixture is asserted.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { toCuda } from '../../src/cuda';
import { runProgram } from '../../src/sim';
import type { ArgValue, LaunchConfig, RunResult } from '../../src/sim';
import { bitsDouble, doubleBits } from '../../src/sim/intrinsics/fma64';

interface Fixture {
  device: { device: string; cc: string };
  fma: { case: string; a: string; b: string; c: string; fma: string; unfused: string }[];
  printf: { case: string; format: string; type: 'int' | 'uint' | 'float' | 'double' | 'string'; arg: string; text: string }[];
  atomicExchDouble: { g_start: string[]; vals: string[]; g_end: string[]; old: string[] };
}

const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/fidelity.json', import.meta.url)), 'utf8')) as Fixture;
const D = (hex: string): number => bitsDouble(BigInt(`0x${hex}`));
/** The bits of a `double` element (these outputs are `double[]`: numbers). */
const hex = (x: number | bigint): string => doubleBits(x as number).toString(16).padStart(16, '0');
const isNaNHex = (h: string): boolean => Number.isNaN(D(h));

function runKernel(source: string, launch: LaunchConfig, args: Record<string, ArgValue>): RunResult {
  const c = compile(source);
  if (!c.program) throw new Error(c.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n'));
  const r = runProgram(c.program, launch, args);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => d.message).join('\n'));
  return r;
}

describe(`double fma on ${fixture.device.device}`, () => {
  const n = fixture.fma.length;
  const col = (k: 'a' | 'b' | 'c'): ArgValue => ({ kind: 'array', type: 'double', data: fixture.fma.map((x) => D(x[k])) });
  const r = runKernel(`export function kernel(a: double[], b: double[], c: double[], r: double[], u: double[], n: int) {
  const t = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (t < n) {
    r[t] = fma(a[t], b[t], c[t]);
    u[t] = a[t] * b[t] + c[t];
  }
}`, { grid: [Math.ceil(n / 64), 1, 1], block: [64, 1, 1] }, {
    a: col('a'), b: col('b'), c: col('c'),
    r: { kind: 'array', type: 'double', data: new Array<number>(n).fill(0) },
    u: { kind: 'array', type: 'double', data: new Array<number>(n).fill(0) },
    n: { kind: 'scalar', type: 'int', value: n },
  });

  fixture.fma.forEach((x, i) => {
    it(`${x.case}: fma(${x.a}, ${x.b}, ${x.c}) = ${x.fma}`, () => {
      expect(hex(r.args.r![i]!)).toBe(x.fma);
      // The unfused reading is IEEE binary64 `*` then `+`; a NaN's payload there comes from
      // JavaScript's arithmetic (the host CPU), which the simulator does not model.
      if (isNaNHex(x.unfused)) expect(r.args.u![i]).toBeNaN();
      else expect(hex(r.args.u![i]!)).toBe(x.unfused);
    });
  });
});

/** The Warp TS kernel that prints `|format|` with the reading's argument. */
function printfKernel(p: Fixture['printf'][number]): { source: string; args: Record<string, ArgValue> } {
  const fmt = JSON.stringify(`|${p.format}|\n`);
  const bits = Number.parseInt(p.arg, 16);
  switch (p.type) {
    case 'string': return { source: `export function kernel() { printf(${fmt}, ${JSON.stringify(p.arg)}); }`, args: {} };
    case 'int': return { source: `export function kernel(v: int[]) { printf(${fmt}, v[0]); }`, args: { v: { kind: 'array', type: 'int', data: [bits | 0] } } };
    case 'uint': return { source: `export function kernel(v: uint[]) { printf(${fmt}, v[0]); }`, args: { v: { kind: 'array', type: 'uint', data: [bits >>> 0] } } };
    case 'float': return { source: `export function kernel(v: uint[]) { printf(${fmt}, __uint_as_float(v[0])); }`, args: { v: { kind: 'array', type: 'uint', data: [bits >>> 0] } } };
    case 'double': return { source: `export function kernel(v: double[]) { printf(${fmt}, v[0]); }`, args: { v: { kind: 'array', type: 'double', data: [D(p.arg)] } } };
  }
}

describe(`device printf on ${fixture.device.device}`, () => {
  for (const p of fixture.printf) {
    it(`${p.case}: printf(${JSON.stringify(p.format)}, ${p.type} ${p.arg}) prints ${JSON.stringify(p.text)}`, () => {
      const k = printfKernel(p);
      const r = runKernel(k.source, { grid: [1, 1, 1], block: [1, 1, 1] }, k.args);
      expect(r.printf).toEqual([`|${p.text}|\n`]);
    });
  }
});

describe(`atomicExch on a double[] on ${fixture.device.device}`, () => {
  const source = `export function kernel(g: double[], old: double[], vals: double[]) {
  const sh = __shared__<double>(1);
  if (threadIdx.x == 0) sh[0] = vals[0];
  __syncthreads();
  if (threadIdx.x == 0) {
    old[0] = atomicExch(g, 0, vals[1]);
    old[1] = atomicExch(sh, 0, vals[2]);
    old[2] = sh[0];
  }
  __syncthreads();
  const mine: double = double(threadIdx.x) + double(0.5);
  old[3 + threadIdx.x] = atomicExch(g, 1, mine);
}`;
  const x = fixture.atomicExchDouble;

  it('is the form oracle/fidelity.cu ran', () => {
    const c = compile(source);
    const cu = toCuda(c.program!);
    const cuText = readFileSync(fileURLToPath(new URL('../../oracle/fidelity.cu', import.meta.url)), 'utf8');
    for (const line of cu.split('\n').filter((l) => l.includes('atomicExch') && !l.includes('threadIdx'))) {
      expect(cuText).toContain(line.trim());
    }
  });

  it('exchanges bit for bit as the H200 did, and the contended exchanges form one chain', () => {
    const r = runKernel(source, { grid: [1, 1, 1], block: [32, 1, 1] }, {
      g: { kind: 'array', type: 'double', data: x.g_start.map(D) },
      old: { kind: 'array', type: 'double', data: new Array<number>(35).fill(0) },
      vals: { kind: 'array', type: 'double', data: x.vals.map(D) },
    });
    expect(hex(r.args.g![0]!)).toBe(x.g_end[0]);
    expect(r.args.old!.slice(0, 3).map((v) => hex(v!))).toEqual(x.old.slice(0, 3));
    // Lanes exchange in an undefined order: every value that went in comes out once, the
    // last one stays in g[1].
    const chain = (olds: string[], end: string): string[] => [...olds, end].sort();
    const lanes = Array.from({ length: 32 }, (_, t) => hex(t + 0.5));
    const want = [x.g_start[1]!, ...lanes].sort();
    expect(chain(x.old.slice(3), x.g_end[1]!)).toEqual(want);
    expect(chain(r.args.old!.slice(3).map((v) => hex(v!)), hex(r.args.g![1]!))).toEqual(want);
  });
});
