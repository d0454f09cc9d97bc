/**
 * Where an undefined value is *used* (docs/language.md §6 "Undefined values are poison"):
 * as a divisor or a shift count, as the value a `switch` tests, and not where C++ never
 * evaluates it (the right operand of `&&` / `||` that the left one decides, C++
 * [expr.log.and], [expr.log.or]). Expected values are derived by hand from those rules.
 * `npm test` runs these under both simulator tiers (`test:precise`).
 */
import { describe, expect, it } from 'vitest';
import { errors, floats, ints, run, scalar, zeros } from './helpers';

/** The error diagnostics of `r` as `code@line` and the lanes each names. */
function verdicts(r: ReturnType<typeof run>): { at: string; lanes: number[] }[] {
  return errors(r).map((d) => ({ at: `${d.code}@${d.line}`, lanes: (d.threads ?? []).map((t) => t.lane) }));
}

const upper = Array.from({ length: 16 }, (_, i) => 16 + i);

describe('undefined operands', () => {
  it('a shift count that is undefined in lanes 16-31 is an error there, and those lanes stop', () => {
    const r = run(`export function kernel(o: uint[]) {
  const lane = int(threadIdx.x);
  let k: int;
  if (lane < 16) k = lane;
  const bit: uint = uint(1) << uint(k);
  o[lane] = bit;
}`, 32, { o: { kind: 'array', type: 'uint', data: new Array(32).fill(7) } });
    expect(verdicts(r)).toEqual([{ at: 'E-UNDEFINED-USE@5', lanes: upper }]);
    expect(errors(r)[0]!.message).toContain('as the shift count of `<<`');
    // Lanes 0-15 store 1 << lane; the stopped lanes store nothing (7 stays).
    expect(r.args.o).toEqual([...Array.from({ length: 16 }, (_, i) => 2 ** i), ...new Array(16).fill(7)]);
  });

  it('a divisor read from unwritten shared memory is an error, not a quotient', () => {
    const r = run(`export function kernel(o: int[]) {
  const s = __shared__<int>(32);
  const p = s[threadIdx.x];
  o[threadIdx.x] = 100 / (p + 7);
}`, 32, { o: zeros(32) });
    expect(verdicts(r)).toEqual([{ at: 'E-UNDEFINED-USE@4', lanes: Array.from({ length: 32 }, (_, i) => i) }]);
    expect(errors(r)[0]!.message).toContain('as the divisor of `/`');
    expect(r.args.o).toEqual(new Array(32).fill(0));
  });

  it('an undefined divisor whose stand-in is 0 is reported as undefined, not as division by zero; `%=` and 64-bit too', () => {
    const r = run(`export function kernel(o: int[], L: long[]) {
  let d: int;
  let q: long;
  if (threadIdx.x == 0) { o[0] = 10 / d; }
  if (threadIdx.x == 1) { let x = 10; x %= d; o[1] = x; }
  if (threadIdx.x == 2) { L[0] = long(100) / (q + long(7)); }
  if (threadIdx.x == 3) { L[1] = long(1) << (q + long(1)); }
  if (threadIdx.x == 4) { o[2] = 100 >> int(q); }
}`, 32, { o: ints([5, 5, 5]), L: { kind: 'array', type: 'long', data: [5n, 5n] } });
    expect(verdicts(r)).toEqual([
      { at: 'E-UNDEFINED-USE@4', lanes: [0] },
      { at: 'E-UNDEFINED-USE@5', lanes: [1] },
      { at: 'E-UNDEFINED-USE@6', lanes: [2] },
      { at: 'E-UNDEFINED-USE@7', lanes: [3] },
      { at: 'E-UNDEFINED-USE@8', lanes: [4] },
    ]);
    expect(r.args.o).toEqual([5, 5, 5]);
  });
});

describe('switch on an undefined value', () => {
  it('is an error in the lanes whose value is undefined (a shuffle from outside the mask), and they take no case', () => {
    const r = run(`export function kernel(o: int[]) {
  const l = int(threadIdx.x);
  if (l < 16) {
    const v = __shfl_sync(0x0000ffff, l + 1, 20);
    switch (v) {
      case 0: o[l] = 100; break;
      default: o[l] = 200;
    }
  } else o[l] = 300;
}`, 32, { o: zeros(32) });
    const v = verdicts(r).filter((x) => x.at.startsWith('E-UNDEFINED-BRANCH'));
    expect(v).toEqual([{ at: 'E-UNDEFINED-BRANCH@5', lanes: Array.from({ length: 16 }, (_, i) => i) }]);
    expect(r.args.o).toEqual([...new Array(16).fill(0), ...new Array(16).fill(300)]);
  });

  it('runs as before when the value is defined', () => {
    const r = run(`export function kernel(o: int[]) {
  const l = int(threadIdx.x);
  switch (l % 3) {
    case 0: o[l] = 10; break;
    case 1:
    case 2: o[l] = 20; break;
  }
}`, 6, { o: zeros(6) });
    expect(errors(r)).toEqual([]);
    expect(r.args.o).toEqual([10, 20, 20, 10, 20, 20]);
  });
});

describe('`&&` and `||`', () => {
  it('`i < n && v > 0.5` is defined where `i < n` is false, though `v` is assigned only where it is true', () => {
    const r = run(`export function kernel(a: float[], o: int[], n: int) {
  const i = int(threadIdx.x);
  let v: float;
  if (i < n) v = a[i];
  if (i < n && v > 0.5) o[i] = 1;
}`, 8, { a: floats([0.1, 0.9, 0.7, 0.2]), o: zeros(8), n: scalar('int', 4) });
    expect(r.diagnostics).toEqual([]);
    expect(r.args.o).toEqual([0, 1, 1, 0, 0, 0, 0, 0]);
  });

  it('`i >= n || v <= 0.5` likewise; the right operand\'s undefined value still counts where it is evaluated', () => {
    const ok = run(`export function kernel(a: float[], o: int[], n: int) {
  const i = int(threadIdx.x);
  let v: float;
  if (i < n) v = a[i];
  o[i] = (i >= n || v <= 0.5) ? 0 : 1;
}`, 8, { a: floats([0.1, 0.9, 0.7, 0.2]), o: zeros(8), n: scalar('int', 4) });
    expect(ok.diagnostics).toEqual([]);
    expect(ok.args.o).toEqual([0, 1, 1, 0, 0, 0, 0, 0]);
    // Here lanes 4-7 do evaluate `v > 0.5` (the left side is true), with `v` unassigned.
    const bad = run(`export function kernel(a: float[], o: int[], n: int) {
  const i = int(threadIdx.x);
  let v: float;
  if (i < n) v = a[i];
  if (i >= n && v > 0.5) o[i] = 1;
}`, 8, { a: floats([0.1, 0.9, 0.7, 0.2]), o: zeros(8), n: scalar('int', 4) });
    expect(verdicts(bad)).toEqual([{ at: 'E-UNDEFINED-BRANCH@5', lanes: [4, 5, 6, 7] }]);
  });
});

describe('a vote counting an undefined predicate', () => {
  it('is an error at the vote, and every participant\'s result is undefined (it depends on that lane\'s bit)', () => {
    const r = run(`export function kernel(out: uint[]) {
  const l = int(threadIdx.x);
  let p: int;
  if (l != 5) p = 1;
  out[l] = __ballot_sync(0xffffffff, p != 0);
}`, 32, { out: { kind: 'array', type: 'uint', data: new Array(32).fill(7) } });
    // The comparison `p != 0` carries lane 5's undefined value to the vote.
    expect(verdicts(r)).toEqual([{ at: 'E-UNDEFINED-USE@5', lanes: [5] }]);
    expect(r.args.out).toEqual(new Array(32).fill(null));
  });
});
