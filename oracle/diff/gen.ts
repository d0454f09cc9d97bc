/**
 * Random warp-level kernels for differential readings: the same program runs on the
 * simulator and, through its CUDA export (`warp-school cuda --harness`), on the GPU, and
 * every word must agree (tests/hardware/diff.test.ts).
 *
 * The programs are meant to be valid CUDA: collectives at converged points use the full
 * mask; inside a branch they use the mask `__ballot_sync` took before it (or
 * `__activemask()`), and read only lanes of that mask (its leader, or an xor partner that
 * the branch condition keeps in the same arm); shared memory is ordered by barriers.
 * Each thread keeps a running hash of every value it computed, and writes its variables
 * and the hash to `out[gid*SLOTS ..]`. A program the simulator still finds invalid is
 * left out by the export (oracle/diff/export.ts), never fixed up.
 *
 * Deterministic: `generate(seed)` always gives the same program and inputs.
 */

import { createHash } from 'node:crypto';

/** Words each thread writes. */
export const SLOTS = 6;

/** mulberry32: a small seeded generator (uint32 state). */
function rng(seed: number): { int(n: number): number; pick<T>(xs: readonly T[]): T; chance(p: number): boolean } {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    int: (n) => Math.floor(next() * n),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
    chance: (p) => next() < p,
  };
}

export interface DiffProgram {
  id: string;
  seed: number;
  source: string;
  grid: number;
  block: number;
  x: number[];
  y: number[];
}

const FULL = '0xffffffff';

/** Conditions on the lane that split a warp into arms closed under some xor partners:
 * `(lane & K) == 0` keeps xor partners by any mask without bit K. */
const LANE_BITS = [1, 2, 4, 8, 16];

/** The families of kernels (see {@link generate}). */
export type Family = 'a' | 'b' | 'c';

/** Family `b` adds cooperative groups (tiles of 4, 8, 16 and 32 made at the kernel's start,
 * coalesced groups in branches), `__syncwarp` exchanges through shared memory (in branches
 * with the branch's mask), `double` and `long` values. Family `c` keeps family a's control
 * flow and collectives and widens the values: binary32 special values (infinities, NaN,
 * subnormals, signed zeros) through every float operation and math function but `expf`
 * (whose last step is the hardware's `ex2.approx`), conversions of clamped values, the
 * integer intrinsics, unsigned division, `ulong`/`long`/`double` arithmetic and their
 * shuffles. */
export function generate(seed: number, family: Family = 'a'): DiffProgram {
  const r = rng(family === 'a' ? seed : family === 'b' ? seed ^ 0x5bd1e995 : seed ^ 0x27d4eb2f);
  const B = family === 'b';
  const C = family === 'c';
  const lines: string[] = [];
  let tmp = 0;
  const fresh = (p: string): string => `${p}${tmp++}`;
  const ind = (d: number): string => '  '.repeat(d);
  const mix = (d: number, e: string): void => { lines.push(`${ind(d)}h = (h ^ uint(${e})) * 0x01000193;`); };
  const mixF = (d: number): void => { lines.push(`${ind(d)}h = (h ^ __float_as_uint(f)) * 0x01000193;`); };

  const width = (): string => r.pick(['', '', ', 32', ', 16', ', 8', ', 4', ', 2', ', 1']);
  const srcLane = (): string => r.pick(['0', '5', '31', '33', '-1', '-7', 'lane + 1', 'lane * 3', '(lane * 7 + 3) & 31', 'a & 31', 'a', 'int(b)', '31 - lane', 'lane ^ 5']);
  const delta = (): string => r.pick(['1', '2', '3', '4', '8', '16', '31', '33', 'uint(lane & 3)', 'uint(a & 7)']);
  const xorMask = (): string => r.pick(['1', '2', '4', '8', '16', '31', '3', '5', '12', '32', 'uint(lane & 7)']);
  const intVal = (): string => r.pick(['a', 'a & 7', 'a & 0xff', 'lane', 'int(b & 0xffff)', 'a >> 3', 'int(f)', 't']);
  const pred = (): string => r.pick(['(a & 1) == 0', 'a > 0', 'lane < 13', '(b & 4) != 0', 'f > 0.0', 'a > int(b & 63)', '(lane & 5) == 1', 'true', 'false']);

  /** Arithmetic with no undefined behaviour. */
  const arith = (d: number): void => {
    if (C && r.chance(0.7)) { arithC(d); return; }
    switch (r.int(9)) {
      case 0: lines.push(`${ind(d)}a = a + ${r.pick(['1', 'lane', '-3', 'int(b & 15)', 'a'])};`); break;
      case 1: lines.push(`${ind(d)}a = (a ^ ${r.pick(['5', 'lane', 't', '0x55'])}) & 0xffff;`); break;
      case 2: lines.push(`${ind(d)}a = a / ${r.pick(['3', '7', '2', '-5'])} + a % ${r.pick(['3', '8', '5'])};`); break;
      case 3: lines.push(`${ind(d)}b = b * 0x9e3779b1 + uint(a);`); break;
      case 4: lines.push(`${ind(d)}b = (b >> ${r.pick(['13', '7', 'uint(a & 31)'])}) ^ (b << 3);`); break;
      case 5: lines.push(`${ind(d)}f = f * ${r.pick(['0.5', '1.25', '-1.5', '3.0'])} + ${r.pick(['1.0', 'float(lane)', '0.125', 'float(a & 7)'])};`); break;
      case 6: lines.push(`${ind(d)}f = ${r.pick(['fminf', 'fmaxf'])}(f, ${r.pick(['0.0', '2.5', 'float(lane) - 8.0'])});`); break;
      case 7: lines.push(`${ind(d)}a = min(max(a, -100000), 100000) * ${r.pick(['3', '-2', '7'])};`); break;
      default: lines.push(`${ind(d)}f = fminf(fmaxf(f, -1000.0), 1000.0);`); break;
    }
  };

  const clampDd = (d: number): void => { lines.push(`${ind(d)}dd = fmin(fmax(dd, double(-1.0e6)), double(1.0e6));`); };
  const mixDd = (d: number): void => mix(d, 'long(dd * 4096.0)');
  /** Family c's value operations: every result defined in C++ (conversions of clamped values;
   * no signed overflow; divisors that are never zero), special float values on purpose. */
  const arithC = (d: number): void => {
    const L0 = ind(d);
    switch (r.int(27)) {
      case 0: lines.push(`${L0}f = fmaf(f, ${r.pick(['f', '0.1', '-3.0', 'float(lane) * 0.37'])}, ${r.pick(['0.3', 'f', '-1.0e-30', '1.0e30'])});`); mixF(d); break;
      case 1: lines.push(`${L0}f = sqrtf(f${r.pick(['', ' - 1.0', ' * 1.0e-38'])});`); mixF(d); break;
      case 2: lines.push(`${L0}f = f / ${r.pick(['3.0', 'float(lane) - 4.0', '0.0', 'f', '1.0e-39', '-7.0e37'])};`); mixF(d); break;
      case 3: lines.push(`${L0}f = ${r.pick(['floorf', 'ceilf', 'truncf', 'roundf'])}(f * ${r.pick(['2.75', '-0.5', '1.0e-3', '0.5'])});`); mixF(d); break;
      case 4: lines.push(`${L0}f = fminf(fmaxf(f, ${r.pick(['-1.0e30', '-3.0e38', '0.0', '-0.0'])}), ${r.pick(['1.0e30', '3.0e38', '0.0'])});`); mixF(d); break;
      case 5: lines.push(`${L0}f = logf(fabsf(f) + ${r.pick(['0.0', '1.0', '1.0e-40', '1.0e-20', '3.0e38'])});`); mixF(d); break;
      case 6: lines.push(`${L0}f = ${r.pick(['__fadd_rn(f, 1.0e-39)', '__fmul_rn(f, 1.0e-38)', '__fmul_rn(f, 3.0e38)', '__fadd_rn(f, -f)'])};`); mixF(d); break;
      case 7: lines.push(`${L0}a = int(fminf(fmaxf(f * ${r.pick(['1.0', '1000.0', '1.0e9'])}, -1.0e6), 1.0e6));`); mix(d, 'a'); break;
      case 8: lines.push(`${L0}b = uint(fminf(fmaxf(f * 1.0e6, 0.0), 4.0e9));`); mix(d, 'b'); break;
      case 9: lines.push(`${L0}f = float(b) * 0.5 + float(a) ${r.pick(['+ 0.25', '* 1.0e-3', '- float(lane)'])};`); mixF(d); break;
      case 10: lines.push(`${L0}b = uint(__popc(b) + __clz(a) * 64 + __ffs(a) * 4096);`); mix(d, 'b'); break;
      case 11: lines.push(`${L0}b = __brev(b) ^ __umulhi(b, uint(a) | 1);`); mix(d, 'b'); break;
      case 12: lines.push(`${L0}a = __mulhi(a, ${r.pick(['a', '-7', 'int(b)', '65537', 'lane - 16'])});`); mix(d, 'a'); break;
      case 13: lines.push(`${L0}b = __funnelshift_${r.pick(['l', 'r', 'lc', 'rc'])}(b, uint(a), uint(${r.pick(['lane', 'a & 63', '33', '7', '0'])}));`); mix(d, 'b'); break;
      case 14: lines.push(`${L0}b = __fns(b, uint(lane), ${r.pick(['1', '2', '-1', '-3', '0', '5'])});`); mix(d, 'b'); break;
      case 15: lines.push(`${L0}b = b / (uint(lane) + ${r.pick(['1', '3', '0xfffffff'])}) + b % ${r.pick(['7', 'uint(lane | 1)', '0x80000000'])};`); mix(d, 'b'); break;
      case 16: lines.push(`${L0}a = (a & 0xfff) * (int(b & 0x7fff) - 16384);`); mix(d, 'a'); break;
      case 17: lines.push(`${L0}U = U * ulong("6364136223846793005") + ulong(uint(a));`); mix(d, 'U >> 29'); break;
      case 18: lines.push(`${L0}b = uint(__popcll(U) + __clzll(long(U >> ${r.pick(['0', '7', '63'])})) * 128 + __ffsll(long(U & ulong(${r.pick(['0', '0xff00', '0xffffffff'])}))) * 65536) ^ uint(__brevll(U) >> 20);`); mix(d, 'b'); break;
      case 19: lines.push(`${L0}L = (long(a) * long(b & 0xffff)) / long(${r.pick(['7', '-3', '1000'])}) + L % long(${r.pick(['13', '-5'])});`); mix(d, 'L ^ (L >> 32)'); break;
      case 20: lines.push(`${L0}dd = fma(dd, double(f), double(a));`); clampDd(d); mixDd(d); break;
      case 21: lines.push(`${L0}dd = sqrt(fabs(dd)) + log(fabs(dd) + double(${r.pick(['1.0', '0.0', '1.0e-30'])})) ${r.pick(['* dd', '/ double(3.0)', '- floor(dd)'])};`); clampDd(d); mixDd(d); break;
      case 22: lines.push(`${L0}f = float(dd) + float(L) * ${r.pick(['1.0', '1.0e-9', '3.0'])};`); mixF(d); break;
      case 23: lines.push(`${L0}a = min(a, int(b & 0xffff)) / 2 - max(a >> 2, -1000) / 2;`); mix(d, 'a'); break;
      case 24: lines.push(`${L0}b = b ^ __lanemask_${r.pick(['lt', 'le', 'gt', 'ge', 'eq'])}();`); mix(d, 'b'); break;
      case 25: lines.push(`${L0}f = ${r.pick(['__uint_as_float(b & 0x807fffff)', '__uint_as_float(b & 0x007fffff) * 3.0', '__int_as_float(int(b & 0x807fffff) | 0x3f000000)', '__uint_as_float(b | 0x7f800000)'])};`); mixF(d); break;
      default: lines.push(`${L0}f = ${r.pick(['-f', 'f * 0.0', '-(f * 0.0)', 'f - f', '(f + 1.0e38) * 10.0'])};`); mixF(d); break;
    }
  };
  /** Family c's converged collectives on 64-bit and double values. */
  const convergedC = (d: number): void => {
    const L0 = ind(d);
    switch (r.int(6)) {
      case 0: lines.push(`${L0}dd = __shfl_sync(${FULL}, dd, ${srcLane()}${width()}) + double(f);`); clampDd(d); mixDd(d); break;
      case 1: lines.push(`${L0}U = __shfl_xor_sync(${FULL}, U, ${xorMask()}${width()}) ^ U;`); mix(d, 'U >> 17'); break;
      case 2: lines.push(`${L0}L = __shfl_${r.pick(['up', 'down'])}_sync(${FULL}, L, ${delta()}${width()}) / long(2) + L / long(2);`); mix(d, 'L ^ (L >> 32)'); break;
      case 3: lines.push(`${L0}b = __match_any_sync(${FULL}, U & ulong(${r.pick(['3', '"4294967296"', '1'])}));`); mix(d, 'b'); break;
      case 4: lines.push(`${L0}a = int(__reduce_max_sync(${FULL}, b & 0xffff)) - __reduce_min_sync(${FULL}, a & 0xfff);`); mix(d, 'a'); break;
      default: lines.push(`${L0}f = __shfl_sync(${FULL}, f, ${srcLane()}${width()}) * ${r.pick(['1.0e30', '1.0e-30', '-1.0'])};`); mixF(d); break;
    }
  };

  /** A collective every lane of the warp reaches (converged code). */
  const converged = (d: number): void => {
    if (C && r.chance(0.35)) { convergedC(d); return; }
    switch (B && r.chance(0.5) ? 13 + r.int(12) : r.int(13)) {
      case 0: lines.push(`${ind(d)}a = __shfl_sync(${FULL}, a, ${srcLane()}${width()});`); mix(d, 'a'); break;
      case 1: lines.push(`${ind(d)}a = __shfl_up_sync(${FULL}, a, ${delta()}${width()});`); mix(d, 'a'); break;
      case 2: lines.push(`${ind(d)}a = __shfl_down_sync(${FULL}, a, ${delta()}${width()});`); mix(d, 'a'); break;
      case 3: lines.push(`${ind(d)}b = __shfl_xor_sync(${FULL}, b, ${xorMask()}${width()});`); mix(d, 'b'); break;
      case 4: lines.push(`${ind(d)}f = f + __shfl_xor_sync(${FULL}, f, ${r.pick(['16', '8', '4', '2', '1'])}${width()});`); mixF(d); break;
      case 5: lines.push(`${ind(d)}f = __shfl_down_sync(${FULL}, f, ${delta()}${width()}) - f;`); mixF(d); break;
      case 6: lines.push(`${ind(d)}b = __ballot_sync(${FULL}, ${pred()});`); mix(d, 'b'); break;
      case 7: lines.push(`${ind(d)}a = a + __any_sync(${FULL}, ${pred()}) * 2 + __all_sync(${FULL}, ${pred()});`); mix(d, 'a'); break;
      case 8: lines.push(`${ind(d)}b = __match_any_sync(${FULL}, ${r.pick(['a & 3', 'lane / 5', 'f', 'b & 1', 'a'])});`); mix(d, 'b'); break;
      case 9: lines.push(`${ind(d)}a = __reduce_${r.pick(['add', 'min', 'max'])}_sync(${FULL}, ${intVal()});`); mix(d, 'a'); break;
      case 10: lines.push(`${ind(d)}b = __reduce_${r.pick(['and', 'or', 'xor'])}_sync(${FULL}, b);`); mix(d, 'b'); break;
      case 11: lines.push(`${ind(d)}b = b + uint(__popc(__activemask())) + __activemask();`); mix(d, 'b'); break;
      case 13: case 14: case 15: case 16: case 17: case 18: case 19: case 20: case 21: case 22: case 23: case 24: {
        const tile = r.pick(['t4', 't8', 't16', 't32']);
        switch (r.int(12)) {
          case 0: lines.push(`${ind(d)}a = ${tile}.shfl(a, ${srcLane()});`); mix(d, 'a'); break;
          case 1: lines.push(`${ind(d)}a = ${tile}.shfl_down(a, ${delta()});`); mix(d, 'a'); break;
          case 2: lines.push(`${ind(d)}a = ${tile}.shfl_up(a, ${delta()});`); mix(d, 'a'); break;
          case 3: lines.push(`${ind(d)}f = f + ${tile}.shfl_xor(f, ${r.pick(['1', '2', '3', '5', '16', '31'])});`); mixF(d); break;
          case 4: lines.push(`${ind(d)}b = ${tile}.ballot(${pred()}) + uint(${tile}.any(${pred()})) + uint(${tile}.all(${pred()}));`); mix(d, 'b'); break;
          case 5: lines.push(`${ind(d)}a = cg.reduce(${tile}, a & 0xfff, cg.${r.pick(['plus', 'less', 'greater'])}<int>());`); mix(d, 'a'); break;
          case 6: lines.push(`${ind(d)}f = cg.reduce(${tile}, f, cg.${r.pick(['plus', 'plus', 'less', 'greater'])}<float>());`); mixF(d); break;
          case 7: lines.push(`${ind(d)}a = cg.${r.pick(['inclusive_scan', 'exclusive_scan'])}(${tile}, a & 0xff, cg.${r.pick(['plus', 'less', 'greater'])}<int>());`); mix(d, 'a'); break;
          case 8: lines.push(`${ind(d)}f = cg.${r.pick(['inclusive_scan', 'exclusive_scan'])}(${tile}, f);`); mixF(d); break;
          case 9: lines.push(`${ind(d)}b = ${tile}.match_any(${r.pick(['a & 3', 'f', 'dd', 'L & 7'])}) + uint(${tile}.thread_rank() * 65536 + ${tile}.meta_group_rank());`); mix(d, 'b'); break;
          case 10: lines.push(`${ind(d)}dd = ${r.pick(['__shfl_xor_sync(0xffffffff, dd, 3)', `${tile}.shfl_down(dd, 1) + dd`, 'cg.reduce(' + tile + ', dd, cg.plus<double>())', '__shfl_sync(0xffffffff, dd, a & 31)'])};`); mix(d, 'long(dd * 4096.0)'); break;
          default: lines.push(`${ind(d)}L = ${r.pick(['__shfl_down_sync(0xffffffff, L, 2)', `${tile}.shfl(L, 1) * long(3)`, 'cg.reduce(' + tile + ', L, cg.plus<long>())', 'L + long(__match_any_sync(0xffffffff, L & long(7)))'])};`); mix(d, 'L ^ (L >> 32)'); break;
        }
        break;
      }
      default: {
        const v = fresh('p');
        lines.push(`${ind(d)}const ${v}: int[] = [0];`);
        lines.push(`${ind(d)}b = __match_all_sync(${FULL}, ${r.pick(['a & 1', 'lane & 1', 'a', 'f'])}, ${v});`);
        lines.push(`${ind(d)}a = a + ${v}[0];`);
        mix(d, 'b'); mix(d, 'a');
        break;
      }
    }
  };

  /** A collective inside an arm whose lanes are exactly `m` (taken before the branch):
   * `keep` is an xor mask under which the arm is closed (null when the arm's lanes depend
   * on data). */
  const inArm = (d: number, m: string, keep: number | null): void => {
    const leader = `__ffs(${m}) - 1`;
    if (B && r.chance(0.5)) {
      const g = fresh('g');
      switch (r.int(keep === null ? 4 : 5)) {
        case 0: lines.push(`${ind(d)}const ${g} = cg.coalesced_threads();`); lines.push(`${ind(d)}a = ${g}.shfl(a, ${r.pick(['0', '1', `${g}.size() - 1`, `(${g}.thread_rank() + 1) % ${g}.size()`])}) + int(${g}.thread_rank());`); mix(d, 'a'); break;
        case 1: lines.push(`${ind(d)}const ${g} = cg.coalesced_threads();`); lines.push(`${ind(d)}a = cg.reduce(${g}, a & 0xfff, cg.${r.pick(['plus', 'less', 'bit_xor'])}<int>());`); mix(d, 'a'); break;
        case 2: lines.push(`${ind(d)}const ${g} = cg.coalesced_threads();`); lines.push(`${ind(d)}f = cg.${r.pick(['inclusive_scan', 'exclusive_scan'])}(${g}, f);`); mixF(d); break;
        case 3: lines.push(`${ind(d)}const ${g} = cg.coalesced_threads();`); lines.push(`${ind(d)}b = ${g}.ballot(${pred()}) ^ ${g}.match_any(a & 1) ^ uint(${g}.shfl_up(a, 1));`); mix(d, 'b'); break;
        default: {
          const opts = [1, 2, 4, 8, 16].filter((x) => (x & keep!) === 0);
          if (opts.length === 0) { arith(d); break; }
          lines.push(`${ind(d)}w[t] = a * 3 + 1;`);
          lines.push(`${ind(d)}__syncwarp(${m});`);
          lines.push(`${ind(d)}a = a + w[t ^ ${r.pick(opts)}];`); mix(d, 'a');
          lines.push(`${ind(d)}__syncwarp(${m});`);
        }
      }
      return;
    }
    const choices = keep === null ? 6 : 8;
    switch (r.int(choices)) {
      case 0: lines.push(`${ind(d)}a = __shfl_sync(${m}, a, ${leader});`); mix(d, 'a'); break;
      case 1: lines.push(`${ind(d)}b = __ballot_sync(${m}, ${pred()});`); mix(d, 'b'); break;
      case 2: lines.push(`${ind(d)}b = __match_any_sync(${m}, a & 3);`); mix(d, 'b'); break;
      case 3: lines.push(`${ind(d)}a = __reduce_add_sync(${m}, a & 0xfff);`); mix(d, 'a'); break;
      case 4: lines.push(`${ind(d)}b = b ^ __activemask();`); mix(d, 'b'); break;
      case 5: lines.push(`${ind(d)}a = a + __all_sync(${m}, ${pred()}) - __any_sync(${m}, ${pred()});`); mix(d, 'a'); break;
      default: {
        // xor partners by a mask without the split bit stay in the arm.
        const opts = [1, 2, 4, 8, 16].filter((x) => (x & keep!) === 0);
        if (opts.length === 0) { arith(d); break; }
        lines.push(`${ind(d)}f = f + __shfl_xor_sync(${m}, f, ${r.pick(opts)});`); mixF(d);
        break;
      }
    }
  };

  /** A divergent region: an if/else on the lane or on data, a loop of lane-dependent
   * trips, a switch, or a device-function call with an early return. */
  const region = (d: number, depth: number, arm: string, keep: number | null): void => {
    // Inside an arm: no barrier (kind 5), and ballots over the arm's own lanes.
    const kind = r.int(arm === FULL ? 6 : 5);
    if (kind <= 1) {
      const byLane = r.chance(0.6);
      const bit = r.pick(LANE_BITS);
      const cond = byLane ? `(lane & ${bit}) ${r.pick(['==', '!='])} 0` : pred();
      const mt = fresh('m'), me = fresh('m');
      lines.push(`${ind(d)}const ${mt}: uint = __ballot_sync(${arm}, ${cond});`);
      lines.push(`${ind(d)}const ${me}: uint = __ballot_sync(${arm}, !(${cond}));`);
      // Bits an xor partner must keep to stay in this arm (null: the arm depends on data).
      const inner = byLane && keep !== null ? keep | bit : null;
      lines.push(`${ind(d)}if (${cond}) {`);
      for (let i = r.int(3) + 1; i > 0; i--) { if (r.chance(0.6)) inArm(d + 1, mt, inner); else arith(d + 1); }
      if (depth < 2 && r.chance(0.35)) region(d + 1, depth + 1, mt, inner);
      if (r.chance(0.6)) {
        lines.push(`${ind(d)}} else {`);
        for (let i = r.int(3) + 1; i > 0; i--) { if (r.chance(0.6)) inArm(d + 1, me, inner); else arith(d + 1); }
      }
      lines.push(`${ind(d)}}`);
      if (r.chance(0.5)) { lines.push(`${ind(d)}b = b + __activemask();`); mix(d, 'b'); }
    } else if (kind === 2) {
      // A loop whose trip count differs by lane; each iteration's collectives use the lanes still in it.
      const i = fresh('i');
      const trips = r.pick(['(lane & 3) + 1', '(a & 3) + 1', 'lane % 5', '2']);
      lines.push(`${ind(d)}for (let ${i}: int = 0; ${i} < ${trips}; ${i}++) {`);
      if (r.chance(0.3)) lines.push(`${ind(d + 1)}if (((lane + ${i}) & 3) == 0) continue;`);
      if (r.chance(0.3)) lines.push(`${ind(d + 1)}if (${i} == (lane & 7)) break;`);
      const mm = fresh('m');
      lines.push(`${ind(d + 1)}const ${mm}: uint = __activemask();`);
      mix(d + 1, mm);
      for (let k = r.int(2) + 1; k > 0; k--) {
        switch (r.int(4)) {
          case 0: lines.push(`${ind(d + 1)}a = __shfl_sync(${mm}, a, __ffs(${mm}) - 1) + ${i};`); mix(d + 1, 'a'); break;
          case 1: lines.push(`${ind(d + 1)}a = a + __popc(__ballot_sync(${mm}, ${pred()}));`); mix(d + 1, 'a'); break;
          case 2: lines.push(`${ind(d + 1)}b = b + __reduce_add_sync(${mm}, uint(lane));`); mix(d + 1, 'b'); break;
          default: arith(d + 1); break;
        }
      }
      lines.push(`${ind(d)}}`);
      lines.push(`${ind(d)}b = b ^ __activemask();`); mix(d, 'b');
    } else if (kind === 3) {
      lines.push(`${ind(d)}switch (lane & 3) {`);
      lines.push(`${ind(d + 1)}case 0:`);
      lines.push(`${ind(d + 1)}case 1:`);
      lines.push(`${ind(d + 2)}b = b + __activemask();`); mix(d + 2, 'b');
      { const mm = fresh('m');
        lines.push(`${ind(d + 2)}const ${mm}: uint = __activemask();`);
        lines.push(`${ind(d + 2)}a = __shfl_sync(${mm}, a, __ffs(${mm}) - 1);`); mix(d + 2, 'a'); }
      lines.push(`${ind(d + 2)}break;`);
      lines.push(`${ind(d + 1)}case 2:`);
      lines.push(`${ind(d + 2)}b = b * 3 + __activemask();`); mix(d + 2, 'b');
      if (r.chance(0.5)) lines.push(`${ind(d + 2)}break;`);
      lines.push(`${ind(d + 1)}default:`);
      lines.push(`${ind(d + 2)}b = b ^ __ballot_sync(__activemask(), (a & 1) == 1);`); mix(d + 2, 'b');
      lines.push(`${ind(d)}}`);
      lines.push(`${ind(d)}b = b + __activemask();`); mix(d, 'b');
    } else if (kind === 4) {
      lines.push(`${ind(d)}b = b + early(lane, a);`); mix(d, 'b');
    } else {
      // Shared memory through the block, ordered by barriers.
      const k = r.pick(['1', '5', '31', '32', '33']);
      lines.push(`${ind(d)}s[t] = a;`);
      lines.push(`${ind(d)}__syncthreads();`);
      lines.push(`${ind(d)}a = a + s[(t + ${k}) % int(blockDim.x)];`); mix(d, 'a');
      lines.push(`${ind(d)}__syncthreads();`);
      if (r.chance(0.5)) {
        lines.push(`${ind(d)}atomicAdd(cnt, lane & 3, a & 0xff);`);
        lines.push(`${ind(d)}__syncthreads();`);
        lines.push(`${ind(d)}a = a + cnt[lane & 3];`); mix(d, 'a');
        lines.push(`${ind(d)}__syncthreads();`);
      }
    }
  };

  const n = r.int(8) + 5;
  for (let k = 0; k < n; k++) {
    const c = r.int(10);
    if (c < 4) converged(1);
    else if (c < 7) region(1, 0, FULL, 0);
    else arith(1);
  }

  const block = r.pick([32, 32, 64, 64, 96, 128]);
  const grid = r.pick([1, 1, 2]);
  const total = block * grid;
  // Family c keeps `a` small, so that its wider arithmetic does not overflow (a signed
  // overflow leaves every later value undefined); the other families keep their draws.
  const x = Array.from({ length: total }, () => (r.chance(0.1) ? r.pick(C ? [0, -1, 65535, -65536, 65536] : [0, -1, 2147483647, -2147483648, 65536]) : r.int(2001) - 1000));
  const y = Array.from({ length: total }, () => (C && r.chance(0.15) ? r.pick([3.0e38, -3.0e38, 1e-40, -1e-42, 1e-38, 16777217, 0.1]) : (r.int(129) - 64) / 8));
  const source = [
    '// A generated kernel (oracle/diff/gen.ts). Each thread hashes every value it computes.',
    'function early(lane: int, a: int): uint {',
    '  if ((lane % 3) == 1) return __activemask();',
    '  const m: uint = __activemask();',
    '  return m ^ uint(__shfl_sync(m, a, __ffs(m) - 1));',
    '}',
    '',
    'export function kernel(out: uint[], x: int[], y: float[]): void {',
    '  const t: int = int(threadIdx.x);',
    '  const lane: int = t & 31;',
    '  const gid: int = int(blockIdx.x * blockDim.x) + t;',
    `  const s = __shared__<int>(${block});`,
    ...(B ? [`  const w = __shared__<int>(${block});`,
      '  const blk = cg.this_thread_block();',
      '  const t32 = cg.tiled_partition<32>(blk);', '  const t16 = cg.tiled_partition<16>(blk);',
      '  const t8 = cg.tiled_partition<8>(t16);', '  const t4 = cg.tiled_partition<4>(blk);',
      '  let dd: double = double(y[gid]) * double(0.3) + double(lane);',
      '  let L: long = long(x[gid]) * long(2654435761);'] : []),
    ...(C ? ['  let dd: double = double(y[gid]) * double(0.3) + double(lane);',
      '  let L: long = long(x[gid]) * long(2654435761);',
      '  let U: ulong = ulong(uint(gid) + 1) * ulong("11400714819323198485");',
      '  dd = fmin(fmax(dd, double(-1.0e6)), double(1.0e6));'] : []),
    '  const cnt = __shared__<int>(4);',
    '  if (t < 4) cnt[t] = 0;',
    '  __syncthreads();',
    '  let a: int = x[gid];',
    '  let b: uint = uint(gid) * 0x85ebca6b;',
    '  let f: float = y[gid];',
    '  let h: uint = 0x811c9dc5;',
    ...lines,
    ...(B || C ? ['  h = (h ^ uint(long(dd * 4096.0))) * 0x01000193;', '  h = (h ^ uint(L ^ (L >> 32))) * 0x01000193;'] : []),
    ...(C ? ['  h = (h ^ uint(U ^ (U >> 32))) * 0x01000193;'] : []),
    `  out[gid * ${SLOTS} + 0] = uint(a);`,
    `  out[gid * ${SLOTS} + 1] = b;`,
    `  out[gid * ${SLOTS} + 2] = __float_as_uint(f);`,
    `  out[gid * ${SLOTS} + 3] = h;`,
    `  out[gid * ${SLOTS} + 4] = __activemask();`,
    `  out[gid * ${SLOTS} + 5] = uint(__popc(b) + lane);`,
    '}',
    '',
  ].join('\n');
  return { id: B ? `diffb_${seed}` : C ? `diffc_${seed}` : `diff_${seed}`, seed, source, grid, block, x, y };
}

/** The fixture's fingerprint of a generated program: the first 16 hex digits of the SHA-256
 * of its JSON (collect.ts writes it, tests/hardware/diff.test.ts checks it). */
export function programSha(p: DiffProgram): string {
  return createHash('sha256').update(JSON.stringify(p)).digest('hex').slice(0, 16);
}
