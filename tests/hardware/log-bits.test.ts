/**
 * `logf` and `log` of a `double` against an H100's bits over many inputs
 * (`fixtures/log-bits.json`, from `oracle/probes3/log_bits.cu`; -O3 and -G builds gave the
 * same words): 4,096 binary32 inputs (specials, 1,008 near 1, 256 subnormals, the rest
 * positive finite values of every binade) and 2,048 binary64 inputs laid out alike. The
 * simulator replays the operations nvcc emits for both (src/sim/intrinsics/log32.ts,
 * log64.ts) and must give every word. A double NaN result is compared as a NaN: a
 * JavaScript number may not keep its payload (docs/language.md §3).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';

interface Fx { device: string; logf: { in: string[]; out: string[] }; log: { in: string[]; out: string[] } }
const fx = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/log-bits.json', import.meta.url)), 'utf8')) as Fx;

function program(src: string) {
  const c = compile(src);
  expect(c.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  return c.program!;
}

describe('logf and log against an H100, every word', () => {
  it('is an H100 reading of 4,096 logf and 2,048 log inputs', () => {
    expect(fx.device).toBe('NVIDIA H100 80GB HBM3');
    expect([fx.logf.in.length, fx.logf.out.length, fx.log.in.length, fx.log.out.length]).toEqual([4096, 4096, 2048, 2048]);
  });

  it('logf gives the GPU\'s bits for every input (NaN as the GPU\'s canonical 0x7fffffff)', () => {
    const p = program(`export function kernel(x: uint[], y: uint[]): void {
  const i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = __float_as_uint(logf(__uint_as_float(x[i])));
}`);
    const n = fx.logf.in.length;
    const r = runProgram(p, { grid: [n / 256, 1, 1], block: [256, 1, 1] }, {
      x: { kind: 'array', type: 'uint', data: fx.logf.in.map((h) => parseInt(h, 16)) },
      y: { kind: 'array', type: 'uint', data: new Array(n).fill(0) },
    });
    expect(r.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const got = (r.args.y as number[]).map((w) => (w >>> 0).toString(16).padStart(8, '0'));
    const wrong = got.flatMap((g, i) => (g === fx.logf.out[i] ? [] : [`logf(0x${fx.logf.in[i]}): 0x${g}, the H100 0x${fx.logf.out[i]}`]));
    expect(wrong).toEqual([]);
  });

  it('log of a double gives the GPU\'s bits for every input', () => {
    const p = program(`export function kernel(x: double[], y: double[]): void {
  const i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = log(x[i]);
}`);
    const n = fx.log.in.length;
    const words = new BigUint64Array(fx.log.in.map((h) => BigInt(`0x${h}`)));
    const r = runProgram(p, { grid: [n / 256, 1, 1], block: [256, 1, 1] }, {
      x: { kind: 'array', type: 'double', data: new Float64Array(words.buffer) },
      y: { kind: 'array', type: 'double', data: new Float64Array(n) },
    });
    expect(r.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const out = new BigUint64Array(Float64Array.from(r.args.y as number[]).buffer);
    const wrong: string[] = [];
    out.forEach((b, i) => {
      const want = BigInt(`0x${fx.log.out[i]}`);
      const isNaN = (w: bigint) => (w & 0x7fffffffffffffffn) > 0x7ff0000000000000n;
      if (b === want || (isNaN(b) && isNaN(want))) return;
      wrong.push(`log(0x${fx.log.in[i]}): 0x${b.toString(16)}, the H100 0x${fx.log.out[i]}`);
    });
    expect(wrong).toEqual([]);
  });
});
