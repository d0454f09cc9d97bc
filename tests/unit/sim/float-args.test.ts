/**
 * `float[]` arguments given as JavaScript numbers are rounded to binary32 (IEEE 754
 * round-to-nearest-even), and a NaN number becomes the simulator's one NaN pattern 0x7fffffff
 * (docs/language.md §3); a Float32Array's bits are kept as they are (docs/semantics.md HW-5:
 * moves keep a NaN's bits). Expected bit patterns derived by hand:
 *   0.1 → 0x3dcccccd (1.6 · 2^-4, mantissa 0x4ccccd rounded up); 1.5 → 0x3fc00000;
 *   -0 → 0x80000000; Infinity and 1e40 (above the largest binary32, 3.4e38) → 0x7f800000;
 *   -1e40 → 0xff800000; 1e-46 (below half the smallest subnormal, 1.4e-45) → 0;
 *   NaN → 0x7fffffff.
 */
import { describe, expect, it } from 'vitest';
import { floats, run, zeros } from './helpers';

const COPY_BITS = `export function kernel(inp: float[], out: uint[]) {
  const i = threadIdx.x;
  out[i] = __float_as_uint(inp[i]);
}`;

describe('float[] arguments', () => {
  it('are rounded to binary32, with one NaN pattern', () => {
    const xs = [0.1, 1.5, -0, Infinity, 1e40, -1e40, 1e-46, NaN];
    const r = run(COPY_BITS, xs.length, { inp: floats(xs), out: zeros(xs.length, 'uint') });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.out).toEqual([0x3dcccccd, 0x3fc00000, 0x80000000, 0x7f800000, 0x7f800000, 0xff800000, 0, 0x7fffffff]);
  });

  it('from a Float32Array keep their bits, NaN payloads included (a GPU load and bit cast do)', () => {
    const xs = new Float32Array([0.1, 1.5, -0, Infinity, 0, 0]);
    const raw = new Int32Array(xs.buffer);
    raw[4] = 0xffc00001 | 0; // a negative quiet NaN with payload 1
    raw[5] = 0x7f800001; // a signalling NaN
    const r = run(COPY_BITS, xs.length, { inp: { kind: 'array', type: 'float', data: xs }, out: zeros(xs.length, 'uint') });
    expect(r.args.out).toEqual([0x3dcccccd, 0x3fc00000, 0x80000000, 0x7f800000, 0xffc00001, 0x7f800001]);
  });
});
