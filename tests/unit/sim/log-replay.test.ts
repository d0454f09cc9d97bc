/**
 * `logf` and `log` replay CUDA's operations (src/sim/intrinsics/log32.ts, log64.ts); their
 * bits are checked against an H100 in tests/hardware (probes.test.ts, exp64.test.ts). Here:
 * the special values C99 Annex F §F.10.3.7 gives `log` (CUDA follows it: Programming Guide
 * §17.1), and the Programming Guide's error bounds (§17.1.1: `logf` 1 ulp, `log` 1 ulp) over
 * inputs of every binade, subnormals included, against the host's correctly rounded value
 * (`Math.log` in binary64, rounded once to binary32 for `logf`).
 */
import { describe, expect, it } from 'vitest';
import { cudaLogf } from '../../../src/sim/intrinsics/log32';
import { cudaLog } from '../../../src/sim/intrinsics/log64';

const f32 = new Float32Array(1), u32 = new Uint32Array(f32.buffer);
const f64 = new Float64Array(1), u64 = new BigInt64Array(f64.buffer);
const bits32 = (x: number): number => { f32[0] = x; return u32[0]!; };
const from32 = (b: number): number => { u32[0] = b >>> 0; return f32[0]!; };
const bits64 = (x: number): bigint => { f64[0] = x; return u64[0]!; };
const from64 = (b: bigint): number => { u64[0] = b; return f64[0]!; };

/** A fixed sequence of 32-bit words (xorshift). */
function* words(n: number, seed = 0x2545f491): Generator<number> {
  let s = seed;
  for (let i = 0; i < n; i++) { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; yield s >>> 0; }
}

describe('logf (CUDA\'s operations replayed)', () => {
  it('gives C99\'s special values', () => {
    expect(cudaLogf(0)).toBe(-Infinity);
    expect(cudaLogf(-0)).toBe(-Infinity);
    expect(cudaLogf(1)).toBe(0);
    expect(cudaLogf(Infinity)).toBe(Infinity);
    expect(cudaLogf(-1)).toBeNaN();
    expect(cudaLogf(-Infinity)).toBeNaN();
    expect(cudaLogf(NaN)).toBeNaN();
  });

  it('is within 1 ulp of the correctly rounded value on positive inputs of every binade, subnormals included', () => {
    const far: string[] = [];
    for (const w of words(20000)) {
      const x = from32(w & 0x7f7fffff); // positive, finite
      if (x === 0) continue;
      const got = bits32(cudaLogf(x)), want = bits32(Math.fround(Math.log(x)));
      // Same sign on both sides (ln x is 0 only at 1), so the words' distance is the ulps'.
      if (Math.abs(got - want) > 1) far.push(`${x}: 0x${got.toString(16)} vs 0x${want.toString(16)}`);
    }
    expect(far).toEqual([]);
  });
});

describe('log of a double (CUDA\'s operations replayed)', () => {
  it('gives C99\'s special values', () => {
    expect(cudaLog(0)).toBe(-Infinity);
    expect(cudaLog(-0)).toBe(-Infinity);
    expect(cudaLog(1)).toBe(0);
    expect(cudaLog(Infinity)).toBe(Infinity);
    expect(cudaLog(-2)).toBeNaN();
    expect(cudaLog(NaN)).toBeNaN();
  });

  it('is within 1 ulp of the host\'s value on positive inputs of every binade, subnormals included', () => {
    const far: string[] = [];
    const it = words(40000, 0x1234567);
    for (let k = 0; k < 20000; k++) {
      const hi = BigInt(it.next().value! & 0x7fefffff), lo = BigInt(it.next().value!);
      const x = from64((hi << 32n) | lo);
      if (x === 0) continue;
      const d = bits64(cudaLog(x)) - bits64(Math.log(x));
      if (d > 1n || d < -1n) far.push(`${x}: ${cudaLog(x)} vs ${Math.log(x)}`);
    }
    expect(far).toEqual([]);
  });
});
