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
    const d = R[dst]!, m = R[a]!, bs = R[b]!, off = R[c]!;
    const P = w.pois[fn]!;
    const bad: number[] = [];
    for (const l of g.lanes) {
      const base = bs[l]! >>> 0;
      if (base > 31 && !P[b]?.[l]) {
        const ctx = w.ctx;
        ctx.laneReport(w, l, 'argument', 'E-FNS-BASE', 'error', loc,
          () => `\`__fns\` called with base ${base} in ${ctx.laneName(w, l)}: the base must be at most 31 (undefined behaviour otherwise)`,
          'Keep the starting bit position in 0..31, for example by handling lane 31 separately.');
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
