/**
 * `exp`, `log` and `round` of a `double` against an H100's bits (`fixtures/exp64.json`, from
 * `oracle/probes2/exp_log_round_f64.cu`, -O3 and -G builds equal): the simulator's `exp` and
 * `log` replay the operations nvcc emits for CUDA's `exp(double)` and `log(double)`
 * (src/sim/intrinsics/exp64.ts, log64.ts) and must give every word; `round` must too. The
 * host's `Math.log` gave 8 of the 32 `log` words.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { runProgram } from '../../src/sim';

interface Fx { device: string; exp: { in: string[]; out: string[] }; log: { in: string[]; out: string[] }; round: { in: string[]; out: string[] } }
const fx = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/exp64.json', import.meta.url)), 'utf8')) as Fx;

const toDouble = (hex: string): number => new Float64Array(BigUint64Array.from([BigInt(`0x${hex}`)]).buffer)[0]!;
const toHex = (x: number): string => new BigUint64Array(Float64Array.from([x]).buffer)[0]!.toString(16).padStart(16, '0');

function apply(fn: 'exp' | 'round' | 'log', inputs: string[]): string[] {
  const c = compile(`export function kernel(d: double[], o: double[]): void {
  const l = threadIdx.x;
  o[l] = ${fn}(d[l]);
}`);
  expect(c.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  const n = inputs.length;
  const r = runProgram(c.program!, { grid: [1, 1, 1], block: [n, 1, 1] }, {
    d: { kind: 'array', type: 'double', data: Float64Array.from(inputs.map(toDouble)) },
    o: { kind: 'array', type: 'double', data: new Float64Array(n) },
  });
  expect(r.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  return (r.args.o as number[]).map(toHex);
}

describe('double exp, log and round against an H100', () => {
  it('is an H100 reading of 32 exp, 32 log and 16 round inputs', () => {
    expect(fx.device).toBe('NVIDIA H100 80GB HBM3');
    expect([fx.exp.in.length, fx.exp.out.length, fx.log.out.length, fx.round.out.length]).toEqual([32, 32, 32, 16]);
  });

  it('exp gives the GPU\'s bits for every input', () => {
    expect(apply('exp', fx.exp.in)).toEqual(fx.exp.out);
  });

  it('round gives the GPU\'s bits for every input (halves away from zero, 2^52 + 1 kept)', () => {
    expect(apply('round', fx.round.in)).toEqual(fx.round.out);
  });

  it('log gives the GPU\'s bits for every input (subnormal and huge inputs included)', () => {
    expect(apply('log', fx.log.in)).toEqual(fx.log.out);
  });
});
