/**
 * Atomic functions on global or shared arrays — CUDA C++ Programming Guide §10.14 "Atomic
 * Functions" (§10.14.1.1 atomicAdd ...); PTX ISA §9.7.13.5 `atom`. Each is one
 * read-modify-write returning the old value. Colliding atomics of one warp are serialised
 * in an undefined order (Programming Guide §7.1): lane order by default, a seeded random
 * order under adversarial schedules. Atomics do not race with atomics. Integer adds wrap.
 * A float `atomicAdd` on global memory flushes denormal operands and results to zero
 * whatever the compiler flags, on shared memory it keeps them (Programming Guide §20.3;
 * PTX §9.7.13.5 `atom.add.f32`; an H200 agreed). On `long`/`ulong` arrays (`atom.*.s64`,
 * `.u64`, `.b64`) the values are `bigint`s: adds wrap modulo 2^64, `atomicMin`/`atomicMax`
 * compare signed for `long` and unsigned for `ulong`, `atomicCAS` compares the 64 bits.
 */
import type { Loc, ScalarType } from '../../lang/ir';
import { hint } from '../../lang/registry';
import type { Body } from '../compile/vector';
import { checkIndex, reportRace } from '../compile/memops';
import { atomicOrdering, recordAccess } from '../core/memory';
import { SPIN_SLICE } from '../core/context';
import { bitsToFloat, floatToBits } from '../core/values';

type RMW = (old: number, v: number, cmp: number) => number;
type Cells = { [i: number]: number };
type RMW64 = (old: bigint, v: bigint, cmp: bigint) => bigint;

/** The 64-bit read-modify-writes (results are stored into a `BigInt64Array`, which wraps). */
function opFor64(name: string, t: 'long' | 'ulong'): RMW64 {
  const v = t === 'ulong' ? (x: bigint): bigint => BigInt.asUintN(64, x) : (x: bigint): bigint => x;
  switch (name) {
    case 'atomicAdd': return (o, x) => o + x;
    case 'atomicMin': return (o, x) => (v(o) <= v(x) ? o : x);
    case 'atomicMax': return (o, x) => (v(o) >= v(x) ? o : x);
    case 'atomicAnd': return (o, x) => o & x;
    case 'atomicOr': return (o, x) => o | x;
    case 'atomicXor': return (o, x) => o ^ x;
    case 'atomicExch': return (_o, x) => x;
    case 'atomicCAS': return (o, x, cmp) => (o === cmp ? x : o);
    default: throw new Error(`assertion: no 64-bit ${name}`);
  }
}

/** Flushes a binary32 denormal to a zero of the same sign. */
const ftz = (bits: number): number => ((bits & 0x7f800000) === 0 ? bits & 0x80000000 : bits);
const addFtz: RMW = (o, v) => ftz(floatToBits(bitsToFloat(ftz(o)) + bitsToFloat(ftz(v))));

function opFor(name: string, t: ScalarType): RMW {
  const u = t === 'uint';
  switch (name) {
    case 'atomicAdd':
      if (t === 'float') return (o, v) => floatToBits(bitsToFloat(o) + bitsToFloat(v));
      if (t === 'double') return (o, v) => o + v;
      return (o, v) => (o + v) | 0;
    case 'atomicSub': return (o, v) => (o - v) | 0;
    case 'atomicMin': return u ? (o, v) => ((o >>> 0) < (v >>> 0) ? o : v) : (o, v) => Math.min(o, v);
    case 'atomicMax': return u ? (o, v) => ((o >>> 0) > (v >>> 0) ? o : v) : (o, v) => Math.max(o, v);
    case 'atomicAnd': return (o, v) => o & v;
    case 'atomicOr': return (o, v) => o | v;
    case 'atomicXor': return (o, v) => o ^ v;
    case 'atomicExch': return (_o, v) => v;
    case 'atomicCAS': return (o, v, cmp) => (o === cmp ? v : o);
    default: throw new Error(`assertion: unknown atomic ${name}`);
  }
}

/** Body of `dst = atomicX(arr, idx, v)` (or `atomicCAS(arr, idx, cmp, v)`). */
export function atomic(name: string, t: ScalarType, fn: number, dst: number, arr: number, idx: number, idxType: ScalarType,
  val: number, cmp: number, loc: Loc): Body {
  const wide = t === 'long' || t === 'ulong';
  const plain = (wide ? opFor64(name, t) : opFor(name, t)) as unknown as RMW;
  const flushing = name === 'atomicAdd' && t === 'float' ? addFtz : plain;
  return (w, g) => {
    const ctx = w.ctx;
    const A = w.arraysOf(fn, arr);
    const R = w.regs[fn]!;
    const P = w.pois[fn]!;
    const order = g.lanes.slice();
    if (ctx.adversarial) {
      for (let i = order.length - 1; i > 0; i--) { const j = ctx.rng.below(i + 1); [order[i], order[j]] = [order[j]!, order[i]!]; }
    }
    for (const l of order) {
      const m = A[l];
      const i = checkIndex(w, l, m, R[idx]![l]!, idxType, P[idx]?.[l], loc, 'atomically updates');
      if (i < 0) continue;
      const data = m!.data as unknown as Cells;
      // An undefined value reaches memory unless it is `atomicCAS`'s new value and its
      // (defined) compare fails: then nothing is written, as on the GPU.
      const pc = cmp >= 0 ? P[cmp]?.[l] : undefined;
      const pv = P[val]?.[l];
      const p = pc ?? (pv && (cmp < 0 || data[i] === (R[cmp] as unknown as Cells)[l]) ? pv : undefined);
      if (p && !p.reported) {
        // A use, as a store is: reported here, and the lane goes on (storeElement).
        ctx.laneReport(w, l, 'undefined-value', 'E-UNDEFINED-STORE', 'error', loc,
          () => `${ctx.laneName(w, l)} passes an undefined value to \`${name}\` on \`${m!.name}[${i}]\`: ${p.why}`,
          p.hint ?? hint('E-UNDEFINED-STORE', 'absentLane'),
          () => [{ message: `undefined value produced here: ${p.why}`, line: p.line, column: p.column, threads: [ctx.thread(w, p.lane)] }]);
      }
      ctx.counts.atomics++;
      const hit = recordAccess(m!, i, w, l, loc.line, true, true);
      if (hit) {
        reportRace(w, l, m!, i, hit, true, loc, true);
        for (let h = hit.also; h; h = h.also) reportRace(w, l, m!, i, h, true, loc, true);
      }
      atomicOrdering(m!, i, w, l);
      // The array, the value registers and the result share the element kind (numbers, or
      // bigints for a 64-bit array, which `plain` then takes).
      const old = data[i]!;
      const oldUndef = m!.undef?.[i] === 1;
      (R[dst] as unknown as Cells)[l] = old;
      const pd = P[dst];
      if (oldUndef) w.poisonOf(fn, dst)[l] = m!.undefWhy.get(i) ?? { why: `\`${m!.name}[${i}]\` was updated by \`${name}\` before any thread wrote it`, lane: l, line: loc.line, column: loc.column,
        hint: hint('E-UNDEFINED-STORE', 'atomicUnwritten', m!.name, i) };
      else if (pd) pd[l] = undefined;
      if (p) {
        // The update combined an undefined value: the element becomes undefined (an output
        // that holds it never matches, and prints as null).
        m!.undef ??= new Uint8Array(m!.length);
        m!.undef[i] = 1;
        m!.undefWhy.set(i, p);
        continue;
      }
      const rmw = m!.space === 'global' ? flushing : plain;
      const now = rmw(old, (R[val] as unknown as Cells)[l]!, cmp >= 0 ? (R[cmp] as unknown as Cells)[l]! : 0);
      data[i] = now;
      if (now !== old) ctx.atomicWrites++;
      // An atomic that changed nothing (a failed compare-and-swap, a poll) may be a spin:
      // the group's run ends soon, so the scheduler can tell (scheduler.ts `SPIN_BOUND`).
      else if (g.slice > SPIN_SLICE) g.slice = SPIN_SLICE;
      if (oldUndef && name !== 'atomicExch') continue;
      if (m!.undef) m!.undef[i] = 0;
    }
  };
}
