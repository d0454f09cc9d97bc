/**
 * The 64-bit integers held against an H200: `oracle/int64.cu` (CUDA written by hand from the
 * C++ rules) and `oracle/int64-export/` (the exporter's translation of the same Warp TS
 * kernels), read in one device session by `oracle/int64-run.sh` (see oracle/README.md).
 *
 * Every defined word must equal the H200's. Words of undefined behaviour (a shift count
 * outside 0..63, a division by zero, `LLONG_MIN / -1`, a floating value out of a 64-bit
 * type's range) are asserted as the simulator's diagnostic at the marked line, naming the
 * thread, and an undefined (`null`) or unwritten element; the H200's value is kept in the
 * fixture for reference only. Atomics whose old values depend on the order of colliding
 * lanes are asserted by what is order-free: final values, the set of `atomicAdd` olds, one
 * `atomicCAS` winner, the exchange chain.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/lang';
import { formatDiagnostic } from '../../src/lang/diagnostics';
import { runProgram } from '../../src/sim';
import type { RunOptions, RunResult } from '../../src/sim/types';
import { int64Json } from '../../src/sim/core/values';
import { CASES, DINP, EDGE, FILL, K, LIN, type Int64Case } from './int64-cases';
import { markerLines } from './harness';

interface Reading {
  case: string; grid: number[]; block: number[]; slots: number;
  inputs: Record<string, string[] | string>;
  out: string[]; dout?: string[]; printf?: string[];
}

const fixture = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');
const lines = (text: string): unknown[] => text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as unknown);
const O3 = new Map((lines(fixture('int64.jsonl')) as Reading[]).map((r) => [r.case, r]));
const G = new Map((lines(fixture('int64-G.jsonl')) as Reading[]).map((r) => [r.case, r]));
const EXPORT = new Map((lines(fixture('int64-export.jsonl')) as { case: string; result: { ok: boolean; args: Record<string, (number | string | null)[]>; printf: string[] } }[]).map((r) => [r.case, r.result]));

const kernelSource = (c: Int64Case): string =>
  readFileSync(fileURLToPath(new URL(`./kernels/int64/${c.kernel}`, import.meta.url)), 'utf8');

/** Runs a case in the simulator (under `opts`, e.g. an adversarial schedule). */
function run(c: Int64Case, opts: RunOptions = {}): { result: RunResult; source: string } {
  const source = kernelSource(c);
  const { program, diagnostics } = compile(source);
  if (!program) throw new Error(`${c.kernel}: ${diagnostics.map((d) => formatDiagnostic(d, c.kernel)).join('\n')}`);
  return { result: runProgram(program, c.launch, c.args(), opts), source };
}

/** An output element as the reading writes it: the decimal of its unsigned 64-bit pattern. */
const word = (x: number | bigint | null | undefined): string | null =>
  x === null || x === undefined ? null : BigInt.asUintN(64, BigInt(x)).toString();

/** The bits of a double, as 16 hex digits. */
function bits(d: number): string {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, d);
  return b.getBigUint64(0).toString(16).padStart(16, '0');
}

const caseOf = (name: string): Int64Case => CASES.find((c) => c.case === name)!;
const reading = (name: string): Reading => {
  const r = O3.get(name);
  if (!r) throw new Error(`no reading of ${name}`);
  return r;
};

/** Whether C++ defines converting `v` to `t` ([conv.fpint]: the truncated value must fit). */
function defined(v: number, t: 'long' | 'ulong'): boolean {
  if (Number.isNaN(v)) return false;
  const tr = Math.trunc(v);
  return t === 'long' ? tr >= -(2 ** 63) && tr < 2 ** 63 : tr > -1 && tr < 2 ** 64;
}

/** The threads (x index) a run's diagnostic with `code` at `line` names. */
function threadsOf(r: RunResult, code: string, line: number): number[] {
  return r.diagnostics.filter((d) => d.code === code && d.line === line).flatMap((d) => (d.threads ?? []).map((t) => t.thread[0]));
}

describe('64-bit integers on an H200 (oracle/int64.cu, -O3)', () => {
  it('recorded the inputs the tests give the simulator', () => {
    const edge = EDGE.map((v) => v.toString());
    for (const name of ['arith', 'shifts', 'shift_ub', 'divzero_ub', 'convert', 'bits64', 'printf64']) {
      expect(reading(name).inputs.inp).toEqual(edge);
    }
    expect(reading('convert_ub').inputs.dinp).toEqual(DINP.map(bits));
    expect(reading('arrays64').inputs.lin).toEqual(LIN.map((v) => BigInt.asUintN(64, v).toString()));
    expect(reading('arrays64').inputs.k).toBe(BigInt.asUintN(64, K).toString());
    expect(reading('atomics64').inputs.g).toEqual(['18446744073709551584', '0']);
    expect(reading('atomics64').inputs.gl).toEqual([(2n ** 63n).toString(), '0']);
  });

  it('gave the same words with -G as with -O3, but the order of colliding atomics and the results of a division by zero', () => {
    for (const c of CASES) {
      if (c.case === 'atomics64' || c.case === 'divzero_ub') continue;
      expect(G.get(c.case), c.case).toEqual(O3.get(c.case));
    }
    // Division by zero (undefined): -O3 gave 0xffffffff where both operands fit in 32 bits,
    // -G all ones; LLONG_MIN / -1 and % -1 agreed (LLONG_MIN and 0).
    const o = reading('divzero_ub').out, g = G.get('divzero_ub')!.out;
    for (let lane = 0; lane < 32; lane++) {
      const small = (EDGE[lane]! >> 32n) === 0n;
      if ((lane & 3) < 2) {
        expect(g[lane], `-G lane ${lane}`).toBe((2n ** 64n - 1n).toString());
        expect(o[lane], `-O3 lane ${lane}`).toBe(small ? '4294967295' : (2n ** 64n - 1n).toString());
      } else expect(g[lane]).toBe(o[lane]);
    }
    // Colliding atomics: other old values, the same final values.
    expect(G.get('atomics64')!.out.slice(1024).map((v, i) => (i === 6 ? 'exch' : v))).toEqual(reading('atomics64').out.slice(1024).map((v, i) => (i === 6 ? 'exch' : v)));
  });

  for (const name of ['arith', 'shifts', 'shfl64', 'match64', 'bits64', 'arrays64']) {
    it(`${name}: the simulator matches the H200 on every word`, () => {
      const c = caseOf(name);
      const r = reading(name);
      const { result } = run(c);
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.args.out!.map(word)).toEqual(r.out);
    });
  }

  it('gives the same words under adversarial schedules (seeds 1-3) in every defined case but the atomics', () => {
    for (const name of ['arith', 'shifts', 'shfl64', 'match64', 'bits64', 'arrays64', 'convert']) {
      for (const seed of [1, 2, 3]) {
        const { result } = run(caseOf(name), { schedule: { kind: 'adversarial', seed } });
        expect(result.args.out!.map(word), `${name}, seed ${seed}`).toEqual(reading(name).out);
      }
    }
  });

  it('convert: every conversion matches the H200, the doubles bit for bit', () => {
    const r = reading('convert');
    const { result } = run(caseOf('convert'));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.args.out!.map(word)).toEqual(r.out);
    expect(result.args.dout!.map((d) => bits(d as number))).toEqual(r.dout);
  });

  it('convert_ub: defined conversions match the H200; out-of-range ones are reported and undefined', () => {
    const c = caseOf('convert_ub');
    const r = reading('convert_ub');
    const { result, source } = run(c);
    const at: Record<string, number> = {
      dlong: markerLines(source, 'dlong')[0]!, flong: markerLines(source, 'flong')[0]!,
      dulong: markerLines(source, 'dulong')[0]!, fulong: markerLines(source, 'fulong')[0]!,
    };
    let undef = 0;
    for (let lane = 0; lane < 32; lane++) {
      const d = DINP[lane >> 1]!;
      const t = (lane & 1) === 0 ? 'long' : 'ulong';
      for (const [slot, v, marker] of [[0, d, t === 'long' ? 'dlong' : 'dulong'], [1, Math.fround(d), t === 'long' ? 'flong' : 'fulong']] as const) {
        const got = result.args.out![lane * 2 + slot];
        if (defined(v, t)) {
          expect(word(got), `lane ${lane} slot ${slot}: ${t}(${v})`).toBe(r.out[lane * 2 + slot]);
        } else {
          undef++;
          expect(got, `lane ${lane} slot ${slot}: ${t}(${v}) is undefined`).toBeNull();
          expect(threadsOf(result, 'E-CONVERSION-RANGE', at[marker]!)).toContain(lane);
        }
      }
    }
    expect(undef).toBe(38); // counted by hand from DINP: see the kernel's comment
  });

  it('shift_ub: every count outside 0..63 is E-SHIFT-COUNT in its lane, which stops', () => {
    const { result, source } = run(caseOf('shift_ub'));
    const ops = ['shl', 'sar', 'shr'].map((m) => markerLines(source, m)[0]!);
    for (let lane = 0; lane < 32; lane++) {
      expect(threadsOf(result, 'E-SHIFT-COUNT', ops[lane % 3]!), `lane ${lane}`).toContain(lane);
      expect(result.args.out![lane]).toBe(FILL);
    }
  });

  it('shift_ub: the H200 clamped the counts (<< and unsigned >> give 0, signed >> the sign), as SEMANTICS.md §11.2 says of 32 bits', () => {
    const r = reading('shift_ub');
    for (let lane = 0; lane < 32; lane++) {
      const x = EDGE[lane]!;
      const want = lane % 3 === 1 ? (BigInt.asIntN(64, x) < 0n ? 2n ** 64n - 1n : 0n) : 0n;
      expect(r.out[lane], `lane ${lane}`).toBe(want.toString());
    }
  });

  it('divzero_ub: division and remainder by zero and LLONG_MIN / -1 are reported per lane', () => {
    const { result, source } = run(caseOf('divzero_ub'));
    const [div0, rem0, divmin, remmin] = ['div0', 'rem0', 'divmin', 'remmin'].map((m) => markerLines(source, m)[0]!);
    for (let lane = 0; lane < 32; lane++) {
      const [code, line] = [['E-DIV-ZERO', div0], ['E-DIV-ZERO', rem0], ['E-INT-OVERFLOW-DIV', divmin], ['E-INT-OVERFLOW-DIV', remmin]][lane & 3]!;
      expect(threadsOf(result, code as string, line as number), `lane ${lane}`).toContain(lane);
      expect(result.args.out![lane]).toBe(FILL);
    }
  });

  it('atomics64: final values of every shared and global counter match the H200 (add wraps past 2^64)', () => {
    const r = reading('atomics64');
    const { result } = run(caseOf('atomics64'));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const out = result.args.out!.map(word);
    // s[6] is the last exchange: which lane's it is depends on the order (checked below).
    const finals = (w: (string | null)[]): (string | null)[] => w.slice(1024, 1040).map((v, i) => (i === 6 ? 'exch' : v));
    expect(finals(out)).toEqual(finals(r.out));
    expect(r.out[1024]).toBe('32');
  });

  it('atomics64: the order-free facts of the old values hold on the H200 (-O3 and -G) and in the simulator', () => {
    const r = reading('atomics64');
    const { result } = run(caseOf('atomics64'));
    for (const [who, w] of [['H200 -O3', r.out], ['H200 -G', G.get('atomics64')!.out], ['simulator', result.args.out!.map(word)]] as const) {
      const slot = (k: number): bigint[] => Array.from({ length: 64 }, (_, t) => BigInt(w[t * 16 + k]!));
      const sorted = (xs: bigint[]): string[] => xs.map((x) => BigInt.asUintN(64, x)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
      const wrapSet = Array.from({ length: 64 }, (_, i) => BigInt.asUintN(64, 0xffffffffffffffe0n + BigInt(i)));
      expect(sorted(slot(0)), `${who}: shared atomicAdd olds`).toEqual(sorted(wrapSet));
      expect(sorted(slot(12)), `${who}: global atomicAdd olds`).toEqual(sorted(wrapSet));
      const cas = slot(7);
      expect(cas.filter((v) => v === 7n).length, `${who}: one shared atomicCAS winner`).toBe(1);
      expect(new Set(cas.filter((v) => v !== 7n)), who).toEqual(new Set([BigInt(w[1024 + 7]!)]));
      expect(slot(13).filter((v) => v === 0n).length, `${who}: one global atomicCAS winner`).toBe(1);
      const chain = [...slot(6), BigInt(w[1024 + 6]!)].map(String).sort();
      expect(chain, `${who}: every exchanged value comes out once`).toEqual(['0', ...Array.from({ length: 64 }, (_, t) => String(100 + t))].sort());
    }
  });

  it('printf64: %lld %lli %llu %llx %llX %llo with flags, widths and precisions print as on the H200', () => {
    const { result } = run(caseOf('printf64'));
    expect(result.printf).toEqual(reading('printf64').printf);
  });
});

describe('the exporter\'s CUDA of the same kernels on the H200 (oracle/int64-export/)', () => {
  for (const c of CASES) {
    it(`${c.case}: its run printed what the simulator prints, on every defined element`, () => {
      const hw = EXPORT.get(c.case);
      expect(hw?.ok, `${c.case} ran`).toBe(true);
      const { result } = run(c);
      const ub = c.case.endsWith('_ub');
      for (const [name, values] of Object.entries(result.args)) {
        const want = values.map((x) => (x === null ? null : typeof x === 'bigint' ? int64Json(x) : x));
        const got = hw!.args[name]!;
        expect(got.length, name).toBe(want.length);
        const compared = want.map((v, i) => (ub && (v === null || v === int64Json(FILL) || got[i] === null) ? 'skip' : v));
        const actual = got.map((v, i) => (compared[i] === 'skip' ? 'skip' : v));
        if (c.case === 'atomics64') continue; // order-dependent olds: the -O3 reading's tests above
        const dbl = name === 'dout' || name === 'dinp';
        const asDouble = (v: unknown): unknown => (v === 'skip' ? v : bits(typeof v === 'string' ? Number(v) : (v as number)));
        if (dbl) expect(actual.map(asDouble), name).toEqual(compared.map(asDouble));
        else expect(actual, name).toEqual(compared);
      }
      if (c.case === 'printf64') expect(hw!.printf).toEqual(result.printf);
    });
  }
});
