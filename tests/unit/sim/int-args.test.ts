/**
 * `int[]` and `uint[]` arguments given as JavaScript numbers hold the number's 32-bit pattern
 * (ECMAScript ToInt32 / ToUint32: truncate toward zero, then modulo 2^32; NaN and ±Infinity
 * give 0), as a C conversion of an in-range integer does. Expected values derived by hand:
 *   int: 3.7 → 3; -3.7 → -3; 2^31 → -2^31 (wraps); -2^31 - 1 → 2^31 - 1; NaN → 0; Infinity → 0.
 *   uint: -1 → 4294967295; 2^32 + 5 → 5; 4294967295 → 4294967295; 7.9 → 7.
 * A bigint in a 32-bit array is refused (LaunchError), as before.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { LaunchError, runProgram } from '../../../src/sim';

function copy(type: 'int' | 'uint', data: (number | bigint)[]) {
  const src = `export function kernel(inp: ${type}[], out: ${type}[]) { out[threadIdx.x] = inp[threadIdx.x]; }`;
  const program = compile(src).program!;
  return runProgram(program, { grid: [1, 1, 1], block: [data.length, 1, 1] }, {
    inp: { kind: 'array', type, data }, out: { kind: 'array', type, data: new Array(data.length).fill(0) },
  });
}

describe('32-bit integer array arguments', () => {
  it('int[] holds each number ToInt32', () => {
    const r = copy('int', [3.7, -3.7, 2 ** 31, -(2 ** 31) - 1, NaN, Infinity]);
    expect(r.diagnostics).toEqual([]);
    expect(r.args.out).toEqual([3, -3, -(2 ** 31), 2 ** 31 - 1, 0, 0]);
  });

  it('uint[] holds each number ToUint32', () => {
    const r = copy('uint', [-1, 2 ** 32 + 5, 4294967295, 7.9]);
    expect(r.diagnostics).toEqual([]);
    expect(r.args.out).toEqual([4294967295, 5, 4294967295, 7]);
  });

  it('a bigint element is refused', () => {
    expect(() => copy('int', [1, 2n])).toThrow(LaunchError);
  });
});
