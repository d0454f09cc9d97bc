/**
 * `long` and `ulong` from the simulator outwards (docs/language.md §5b): values derived by
 * hand from C++ (wrap modulo 2^64, [conv.fpint] rounding, [expr.shift]), the undefined
 * values and races of 64-bit data, 64-bit arguments and results on the command line, in the
 * grader and in the CUDA export. The H200's readings of the same operations are in
 * tests/hardware/int64.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { runProgram } from '../../../src/sim';
import type { ArgValue, RunResult } from '../../../src/sim/types';
import { parseArgSpec } from '../../../src/sim/arg-spec';
import { int64Json } from '../../../src/sim/core/values';
import { toCuda } from '../../../src/cuda';
import { gradeSubmission } from '../../../src/grader';
import { exerciseSpec } from '../../../src/schema';
import { handleRequest } from '../../../src/worker/handle';

const W32 = { grid: [1, 1, 1] as [number, number, number], block: [32, 1, 1] as [number, number, number] };
const ulongs = (n: number): ArgValue => ({ kind: 'array', type: 'ulong', data: new Array<bigint>(n).fill(0n) });

function run(src: string, args: Record<string, ArgValue>, opts = {}): RunResult {
  const { program, diagnostics } = compile(src);
  if (!program) throw new Error(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`).join('\n'));
  return runProgram(program, W32, args, opts);
}

describe('64-bit arithmetic in the simulator (hand-derived)', () => {
  it('wraps modulo 2^64 and divides toward zero', () => {
    const r = run(`export function kernel(o: ulong[], s: long[]) {
  if (threadIdx.x == 0) {
    o[0] = ulong("18446744073709551615") + ulong(1);
    s[0] = long("9223372036854775807") + long(1);
    o[1] = ulong("4294967297") * ulong("4294967297");
    s[1] = long(-7) / long(2);
    s[2] = long(-7) % long(2);
    o[2] = ulong(-7) / ulong(2);
    s[3] = long(-8) >> 63;
    o[3] = ulong(-8) >> 63;
    o[4] = ulong(1) << 63;
    s[4] = -long("-9223372036854775808");
  }
}`, { o: ulongs(5), s: { kind: 'array', type: 'long', data: [0n, 0n, 0n, 0n, 0n] } });
    expect(r.ok).toBe(true);
    // (2^32 + 1)^2 = 2^64 + 2^33 + 1 ≡ 2^33 + 1; (2^64 - 7) / 2 = 2^63 - 4 (truncated).
    expect(r.args.o).toEqual([0n, 2n ** 33n + 1n, 2n ** 63n - 4n, 1n, 2n ** 63n]);
    expect(r.args.s).toEqual([-(2n ** 63n), -3n, -1n, -1n, -(2n ** 63n)]);
  });

  it('converts as C++ does: sign and zero extension, truncation, integer to float rounded once', () => {
    const r = run(`export function kernel(o: ulong[], f: float[], d: double[]) {
  if (threadIdx.x == 0) {
    o[0] = ulong(int(-1));
    o[1] = ulong(uint(0xffffffff));
    o[2] = ulong(uint(long(-1)));
    o[3] = ulong(long(-2.75));
    f[0] = float(ulong("1152921573326323713"));
    f[1] = float(ulong("18446744073709551615"));
    d[0] = double(long("9007199254740993"));
    d[1] = double(long("-9223372036854775807"));
  }
}`, { o: ulongs(4), f: { kind: 'array', type: 'float', data: [0, 0] }, d: { kind: 'array', type: 'double', data: [0, 0] } });
    expect(r.ok).toBe(true);
    expect(r.args.o).toEqual([2n ** 64n - 1n, 4294967295n, 4294967295n, 2n ** 64n - 2n]);
    // 2^60 + 2^36 + 1: above the halfway point 2^60 + 2^36 between floats 2^60 and
    // 2^60 + 2^37, so it rounds up (a double first would round to the tie, then to 2^60).
    expect(r.args.f).toEqual([2 ** 60 + 2 ** 37, 2 ** 64]);
    // 2^53 + 1 is a tie between 2^53 and 2^53 + 2: to even, 2^53. 2^63 - 1 rounds to 2^63.
    expect(r.args.d).toEqual([2 ** 53, -(2 ** 63)]);
  });

  it('reports a double out of the range of long where it is converted, and the element stays undefined', () => {
    const r = run(`export function kernel(x: double[], o: long[]) {
  if (threadIdx.x == 0) o[0] = long(x[0]);
}`, { x: { kind: 'array', type: 'double', data: [1e19] }, o: { kind: 'array', type: 'long', data: [5n] } });
    const d = r.diagnostics.find((x) => x.code === 'E-CONVERSION-RANGE')!;
    expect([d.line, d.message]).toEqual([2, expect.stringContaining('the GPU clamps to 9223372036854775807')]);
    expect(r.args.o).toEqual([null]);
  });

  it('names the exact value converted (2^63 in full, not its shortest text) and says a NaN gives, not clamps', () => {
    const message = (x: number): string => run(`export function kernel(x: double[], o: long[]) {
  if (threadIdx.x == 0) o[0] = long(x[0]);
}`, { x: { kind: 'array', type: 'double', data: [x] }, o: { kind: 'array', type: 'long', data: [5n] } }).diagnostics.find((d) => d.code === 'E-CONVERSION-RANGE')!.message;
    // 2^63 = 9223372036854775808 exactly; a NaN gives LLONG_MIN on the GPU (docs/semantics.md).
    expect(message(2 ** 63)).toContain('converting double 9223372036854775808 to `long`');
    expect(message(NaN)).toMatch(/converting double NaN to `long` .*the GPU gives -9223372036854775808/);
  });

  it('tracks an undefined 64-bit value to the store that uses it', () => {
    const r = run(`export function kernel(o: ulong[]) {
  let x: ulong;
  if (threadIdx.x == 0) o[0] = x + ulong(1);
}`, { o: ulongs(1) });
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['E-UNDEFINED-STORE', 3]]);
    expect(r.args.o).toEqual([null]);
  });

  it('finds a race on a shared ulong and an out-of-bounds 64-bit index', () => {
    const race = run(`export function kernel(o: ulong[]) {
  const s = __shared__<ulong>(1);
  if (threadIdx.x == 0) s[0] = ulong(1);
  if (threadIdx.x == 1) o[0] = s[0];
}`, { o: ulongs(1) });
    expect(race.diagnostics.some((d) => d.kind === 'race')).toBe(true);
    const oob = run(`export function kernel(o: ulong[]) {
  if (threadIdx.x == 0) o[long("4294967296")] = ulong(1);
}`, { o: ulongs(1) });
    expect(oob.diagnostics.map((d) => d.code)).toEqual(['E-OUT-OF-BOUNDS']);
  });

  it('moves both halves of a 64-bit shuffle from one lane; a lane outside the mask gives an undefined value', () => {
    const r = run(`export function kernel(o: ulong[]) {
  const lane: int = int(threadIdx.x);
  const v: ulong = (ulong(lane) << 32) | ulong(0xffffffff - uint(lane));
  if (lane < 24) o[lane] = __shfl_xor_sync(0x00ffffff, v, 8);
}`, { o: ulongs(24) });
    // Lane l reads lane l ^ 8: lanes 0-15 read 8-15 and 0-7 (in the mask), lanes 16-23 read
    // 24-31, which are outside the mask 0x00ffffff (PTX: an undefined value).
    for (let l = 0; l < 24; l++) {
      const j = l ^ 8;
      if (j < 24) expect(r.args.o![l], `lane ${l}`).toBe((BigInt(j) << 32n) | BigInt(0xffffffff - j));
      else expect(r.args.o![l], `lane ${l}`).toBeNull();
    }
    expect(r.args.o!.filter((x) => x === null)).toHaveLength(8);
  });

  it('gives a 64-bit lane an undefined value when it pairs with a 32-bit shuffle at another call site', () => {
    const r = run(`export function kernel(o: ulong[]) {
  const lane: int = int(threadIdx.x);
  if (lane < 16) o[lane] = __shfl_sync(0xffffffff, ulong(lane), 0);
  else o[lane] = ulong(__shfl_sync(0xffffffff, lane, 16));
}`, { o: ulongs(32) });
    // Lanes 16-31 read lane 16 (32-bit, defined); lanes 0-15 read lane 0's 64-bit value.
    expect(r.args.o!.slice(16)).toEqual(new Array(16).fill(16n));
    expect(r.args.o!.slice(0, 16)).toEqual(new Array(16).fill(0n));
    const mixed = run(`export function kernel(o: ulong[]) {
  const lane: int = int(threadIdx.x);
  if (lane < 16) o[lane] = __shfl_sync(0xffffffff, ulong(lane), 16);
  else o[lane] = ulong(__shfl_sync(0xffffffff, lane, 0));
}`, { o: ulongs(32) });
    // Lanes 0-15 read lane 16, whose call shuffles a 32-bit value: only half would pair.
    expect(mixed.args.o!.slice(0, 16)).toEqual(new Array(16).fill(null));
    expect(mixed.args.o!.slice(16)).toEqual(new Array(16).fill(null));
  });

  it('gives the same final 64-bit atomics under adversarial schedules (colliding atomics in any order)', () => {
    const src = `export function kernel(o: ulong[]) {
  atomicAdd(o, 0, ulong("1000000000000"));
  atomicMax(o, 1, ulong(threadIdx.x) << 40);
  atomicXor(o, 2, ulong(1) << (threadIdx.x * 2));
}`;
    for (const schedule of [{ kind: 'default' as const }, { kind: 'adversarial' as const, seed: 7 }]) {
      const r = run(src, { o: ulongs(3) }, { schedule });
      expect(r.args.o).toEqual([32n * 1000000000000n, 31n << 40n, 0x5555555555555555n]);
    }
  });
});

describe('64-bit arguments and outputs at the command line (docs/language.md §7)', () => {
  it('reads ulong[] values as JSON strings or safe integers, and long scalars and fills', () => {
    const a = parseArgSpec('ulong[]:["18446744073709551615", 3, "0x10"]');
    expect(a).toEqual({ ok: true, value: { kind: 'array', type: 'ulong', data: [2n ** 64n - 1n, 3n, 16n] } });
    expect(parseArgSpec('long:-9223372036854775808')).toEqual({ ok: true, value: { kind: 'scalar', type: 'long', value: -(2n ** 63n) } });
    expect(parseArgSpec('ulong[2]:"0xdeadbeefdeadbeef"')).toEqual({ ok: true, value: { kind: 'array', type: 'ulong', data: [0xdeadbeefdeadbeefn, 0xdeadbeefdeadbeefn] } });
  });

  it.each([
    ['ulong[]:[18446744073709551615]', 'write it as a string'],
    ['ulong[]:["-1"]', 'outside the range of `ulong`'],
    ['long[]:["9223372036854775808"]', 'outside the range of `long`'],
    ['long:1.5', 'not an integer'],
    ['ulong[]:["12x"]', 'not an integer'],
  ])('rejects `%s` (%s)', (spec, message) => {
    const r = parseArgSpec(spec);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(message);
  });

  it('prints a 64-bit element as a JSON number up to 2^53 and as a decimal string beyond', () => {
    expect(int64Json(2n ** 53n)).toBe(9007199254740992);
    expect(int64Json(-(2n ** 53n))).toBe(-9007199254740992);
    expect(int64Json(2n ** 53n + 1n)).toBe('9007199254740993');
    expect(int64Json(2n ** 64n - 1n)).toBe('18446744073709551615');
  });
});

describe('64-bit outputs in the grader', () => {
  const spec = exerciseSpec.parse({
    title: 'Sum', summary: 'Sum 64-bit values.',
    launch: { grid: 1, block: 32 },
    params: [
      { name: 'x', type: 'ulong[]', length: 'threads' },
      { name: 'out', type: 'ulong[]', role: 'output', length: 1, display: 'hex' },
    ],
    tests: { fixed: [{ name: 'big values', args: { x: { kind: 'constant', value: '576460752303423488' } } }], random: { count: 0, seed: 1, generators: {} } },
    schedules: 0,
  });
  const reference = `export function kernel(x: ulong[], out: ulong[]) {
  let v: ulong = x[threadIdx.x];
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x == 0) out[0] = v;
}`;

  it('compares 64-bit values exactly: 32 × 2^59 wraps to 0, a float sum would not', () => {
    expect(gradeSubmission(spec, reference, reference).passed).toBe(true);
    const viaDouble = reference.replace('v += __shfl_down_sync(0xffffffff, v, o);', 'v = ulong(double(v) + double(__shfl_down_sync(0xffffffff, v, o)));');
    const r = gradeSubmission(spec, reference, viaDouble);
    expect(r.passed).toBe(false);
    // 2^64 as a double converts to ulong out of range: the value is undefined, and reported.
    expect(r.tests[0]!.message).toContain('undefined');
  });

  it('grades the same in the browser worker, whose cache of reference runs keys 64-bit arguments', () => {
    const first = handleRequest({ id: 1, type: 'grade', spec, reference, submission: reference });
    const again = handleRequest({ id: 2, type: 'grade', spec, reference, submission: reference.replace('v += ', 'v = v + ') });
    expect(first.type === 'grade' && first.report.passed).toBe(true);
    expect(again.type === 'grade' && again.report.passed).toBe(true);
  });

  it('shows a wrong 64-bit value as a 16-digit word in a hex output', () => {
    const off = reference.replace('out[0] = v;', 'out[0] = v + ulong(1);');
    const r = gradeSubmission(spec, reference, off);
    expect(r.tests[0]!.message).toContain('should be 0x0000000000000000 but is 0x0000000000000001');
  });
});

describe('64-bit types in the CUDA export', () => {
  it('spells long long, unsigned long long, LL/ULL literals and LLONG_MIN', () => {
    const { program } = compile(`export function kernel(o: ulong[], s: long[], k: long) {
  s[0] = long("-9223372036854775808") + k;
  o[0] = ulong("18446744073709551615") + ulong(3);
  o[1] = ulong(-1);
}`);
    const cu = toCuda(program!);
    expect(cu).toContain('__global__ void kernel(unsigned long long* o, long long* s, long long k)');
    expect(cu).toContain('(-9223372036854775807LL - 1)');
    expect(cu).toContain('0xffffffffffffffffULL');
    expect(cu).toContain('3ULL');
  });
});
