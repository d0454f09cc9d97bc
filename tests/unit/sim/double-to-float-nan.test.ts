/**
 * `double` → `float` of a NaN (PTX `cvt.rn.f32.f64`, §9.7.9.21): the sign and the top 22
 * payload bits are kept and the result is quiet. Expected words derived by hand from the
 * binary64 and binary32 layouts (1 + 11 + 52 bits, 1 + 8 + 23 bits: the payload's top bits
 * shift right by 29), and matching the H100's reading 0x7ff8000020000000 → 0x7fc00001
 * (tests/hardware/probes.test.ts, oracle/probes/nan_payload_math.cu).
 */
import { describe, expect, it } from 'vitest';
import { doubleToFloatBits } from '../../../src/sim/core/values';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';

const fromWords = (hi: number, lo: number): number => new Float64Array(new Uint32Array([lo, hi]).buffer)[0]!;

describe('double → float of a NaN', () => {
  it('keeps the sign and the top of the payload, quiet', () => {
    expect(doubleToFloatBits(fromWords(0x7ff80000, 0x20000000)) >>> 0).toBe(0x7fc00001);
    expect(doubleToFloatBits(fromWords(0xfff80000, 0)) >>> 0).toBe(0xffc00000);
    // A signalling NaN whose payload lies below the 22 bits kept: quiet, payload 0.
    expect(doubleToFloatBits(fromWords(0x7ff00000, 1)) >>> 0).toBe(0x7fc00000);
    expect(doubleToFloatBits(fromWords(0x7fffffff, 0xe0000000)) >>> 0).toBe(0x7fffffff);
    // Numbers round to nearest even as before.
    expect(doubleToFloatBits(1 + 2 ** -24)).toBe(0x3f800000);
    expect(doubleToFloatBits(-0) >>> 0).toBe(0x80000000);
  });

  it('does so in a kernel, on both tiers', () => {
    const c = compile(`export function kernel(d: double[], out: uint[]): void {
      const i = threadIdx.x;
      out[i] = __float_as_uint(float(d[i]));
    }`);
    expect(c.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const data = new Float64Array([fromWords(0x7ff80000, 0x20000000), fromWords(0xfff80000, 0), 1.5, fromWords(0x7ff00000, 1)]);
    for (const tier of ['fast', 'precise'] as const) {
      const r = runProgram(c.program!, { grid: [1, 1, 1], block: [4, 1, 1] }, {
        d: { kind: 'array', type: 'double', data: data.slice() },
        out: { kind: 'array', type: 'uint', data: new Uint32Array(4) },
      }, { tier });
      expect((r.args.out as number[]).map((x) => x >>> 0), tier).toEqual([0x7fc00001, 0xffc00000, 0x3fc00000, 0x7fc00000]);
    }
  });
});
