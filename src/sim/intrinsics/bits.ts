/**
 * Bit intrinsics — CUDA Math API "Integer Intrinsics"; PTX ISA §9.7.1.14 `popc`,
 * §9.7.1.15 `clz`, §9.7.1.17 `fns`, §9.7.1.18 `brev`; `%lanemask_*` special registers
 * PTX ISA §10.18–10.22 (provided as `__lanemask_lt()` etc., which CUDA C++ lacks).
 *   __popc(x): set bits; __ffs(x): 1-based least significant set bit, 0 for 0;
 *   __clz(x): leading zeros (32 for 0); __brev(x): bit N ← bit 31−N;
 *   __fns(mask, base, offset): position of the offset-th set bit from base (upward for
 *   offset > 0, downward for offset < 0, base itself if set for 0), 0xFFFFFFFF if none.
 */
import type { Loc } from '../../lang/ir';
import type { Body } from '../compile/vector';
import { propagate } from '../compile/vector';
import { popc } from '../core/values';

export const popcF = (x: number): number => popc(x);
export const ffsF = (x: number): number => (x === 0 ? 0 : 32 - Math.clz32(x & -x));
export const clzF = (x: number): number => Math.clz32(x);
export function brevF(x: number): number {
  let r = 0;
  for (let i = 0; i < 32; i++) r |= ((x >>> i) & 1) << (31 - i);
  return r;
}

/** Body of `dst = __fns(mask, base, offset)`: a `base` above 31 is undefined behaviour (PTX
 * §9.7.1.17: "base must be <= 31"), reported per lane, with an undefined result. */
export function fnsBody(fn: number, dst: number, a: number, b: number, c: number, loc: Loc): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as Int32Array, m = R[a] as Int32Array, bs = R[b] as Int32Array, off = R[c] as Int32Array;
    const P = w.pois[fn]!;
    const bad: number[] = [];
    for (const l of g.lanes) {
      const base = bs[l]! >>> 0;
      if (base > 31 && !P[b]?.[l]) {
        const ctx = w.ctx;
        ctx.laneReport(w, l, 'argument', 'E-FNS-BASE', 'error', loc,
          () => `\`__fns\` called with base ${base} in ${ctx.laneName(w, l)}: the base must be at most 31 (undefined behaviour otherwise)`);
        bad.push(l);
      }
      d[l] = fnsF(m[l]!, base, off[l]!);
    }
    if (P[a] || P[b] || P[c] || P[dst]) propagate(w, fn, dst, g.lanes, P[a], P[b], P[c]);
    if (bad.length) {
      const pd = w.poisonOf(fn, dst);
      for (const l of bad) pd[l] = { why: `\`__fns\` was called with a base above 31 at line ${loc.line}`, lane: l, line: loc.line, column: loc.column, reported: true };
    }
  };
}

/** PTX `fns.b32` (§9.7.1.17). */
export function fnsF(mask: number, base: number, offset: number): number {
  mask >>>= 0;
  base >>>= 0;
  if (base > 31) return -1;
  if (offset === 0) return (mask >>> base) & 1 ? base : -1;
  if (offset > 0) {
    let n = offset;
    for (let i = base; i < 32; i++) if ((mask >>> i) & 1 && --n === 0) return i;
    return -1;
  }
  let n = -offset;
  for (let i = base; i >= 0; i--) if ((mask >>> i) & 1 && --n === 0) return i;
  return -1;
}

export function lanemask(kind: 'lt' | 'le' | 'eq' | 'ge' | 'gt', lane: number): number {
  const eq = 1 << lane;
  const lt = eq - 1;
  switch (kind) {
    case 'lt': return lt;
    case 'le': return lt | eq;
    case 'eq': return eq;
    case 'ge': return ~lt;
    case 'gt': return ~(lt | eq);
  }
}

/**
 * The 64-bit bit intrinsics (CUDA Math API "Integer Intrinsics"; PTX §9.7.1.14 `popc.b64`,
 * §9.7.1.15 `clz.b64`, §9.7.1.18 `brev.b64`; `__ffsll` is `bfind`-based in CUDA's header):
 *   __popcll(x): set bits of the 64; __ffsll(x): 1-based least significant set bit, 0 for
 *   0; __clzll(x): leading zeros from bit 63 (64 for 0); __brevll(x): bit N ← bit 63−N.
 * `x` is read from a 64-bit register (its bits; a `long` or a `ulong` alike).
 */
export function bits64F(name: '__popcll' | '__ffsll' | '__clzll' | '__brevll'): (x: bigint) => number | bigint {
  const lo = (x: bigint): number => Number(BigInt.asUintN(32, x));
  const hi = (x: bigint): number => Number(BigInt.asUintN(32, x >> 32n));
  switch (name) {
    case '__popcll': return (x) => popc(lo(x)) + popc(hi(x));
    case '__ffsll': return (x) => (lo(x) !== 0 ? ffsF(lo(x) | 0) : hi(x) !== 0 ? 32 + ffsF(hi(x) | 0) : 0);
    case '__clzll': return (x) => (hi(x) !== 0 ? Math.clz32(hi(x)) : 32 + Math.clz32(lo(x)));
    case '__brevll': return (x) => (BigInt(brevF(lo(x)) >>> 0) << 32n) | BigInt(brevF(hi(x)) >>> 0);
  }
}

/** Body of `dst = f(a)` for a 64-bit operand register `a` (`dst` is `int`, or `ulong` for
 * `__brevll`). */
export function bits64Body(fn: number, dst: number, a: number, f: (x: bigint) => number | bigint): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as unknown as { [l: number]: number | bigint }, x = R[a] as BigInt64Array;
    for (const l of g.lanes) d[l] = f(x[l]!);
    const P = w.pois[fn]!;
    if (P[a] || P[dst]) propagate(w, fn, dst, g.lanes, P[a]);
  };
}
