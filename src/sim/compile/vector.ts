/**
 * Builders of per-lane computations over a group: each returns an instruction body that runs
 * a scalar function for every lane of the group and propagates undefined values (poison)
 * from operands to the result (docs/language.md §6: "It propagates through arithmetic").
 */
import type { Group, Poison } from '../core/state';
import type { Warp } from '../core/warp';
import { fastBodies } from '../core/tier';

export type Body = (w: Warp, g: Group) => void;

/** A register of a 32-bit type or `double` (the lanes are numbers). */
type NumRegs = Int32Array | Float64Array;
/** A register of any kind, for copies that keep its bits: `BigInt64Array` lanes (`long`,
 * `ulong`) are copied as they are, like numbers (the kinds of source and destination match). */
type AnyRegs = NumRegs & { [lane: number]: number };

/** Clears or sets the destination's poison for the group's lanes from up to three sources. */
export function propagate(
  w: Warp, fn: number, dst: number, lanes: readonly number[],
  a: (Poison | undefined)[] | null | undefined,
  b?: (Poison | undefined)[] | null,
  c?: (Poison | undefined)[] | null,
): void {
  const P = w.pois[fn]!;
  if (!a && !b && !c) {
    const pd = P[dst];
    if (pd) for (let k = 0; k < lanes.length; k++) pd[lanes[k]!] = undefined;
    return;
  }
  const pd = w.poisonOf(fn, dst);
  for (let k = 0; k < lanes.length; k++) {
    const l = lanes[k]!;
    pd[l] = a?.[l] ?? b?.[l] ?? c?.[l];
  }
}

/** dst = f(a) per lane. */
export function unary(fn: number, dst: number, a: number, f: (x: number) => number): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as NumRegs, x = R[a] as NumRegs;
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = f(x[l]!);
    }
    const P = w.pois[fn]!;
    if (P[a] || P[dst]) propagate(w, fn, dst, L, P[a]);
  };
}

/** dst = f(a, b) per lane. */
export function binary(fn: number, dst: number, a: number, b: number, f: (x: number, y: number) => number): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as NumRegs, x = R[a] as NumRegs, y = R[b] as NumRegs;
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = f(x[l]!, y[l]!);
    }
    const P = w.pois[fn]!;
    if (P[a] || P[b] || P[dst]) propagate(w, fn, dst, L, P[a], P[b]);
  };
}

/** dst = f(a, b, c) per lane. */
export function ternary(
  fn: number, dst: number, a: number, b: number, c: number, f: (x: number, y: number, z: number) => number,
): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as NumRegs, x = R[a] as NumRegs, y = R[b] as NumRegs, z = R[c] as NumRegs;
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = f(x[l]!, y[l]!, z[l]!);
    }
    const P = w.pois[fn]!;
    if (P[a] || P[b] || P[c] || P[dst]) propagate(w, fn, dst, L, P[a], P[b], P[c]);
  };
}

/** dst = a ? b : c per lane (`?:` with side-effect-free arms, both evaluated). The result
 * is undefined only where the condition or the *selected* arm is: C++ [expr.cond] evaluates
 * only the selected operand, so an undefined value in the other arm is discarded, as in
 * the `if` form. */
export function select(fn: number, dst: number, a: number, b: number, c: number): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as AnyRegs, x = R[a] as Int32Array, y = R[b] as AnyRegs, z = R[c] as AnyRegs;
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = x[l] !== 0 ? y[l]! : z[l]!;
    }
    selectPoison(w, fn, dst, a, b, c, x, L);
  };
}

/** {@link select} of 32-bit registers (`Int32Array` on every side: one register kind, so
 * the loop stays monomorphic), a full warp's lanes indexed directly. */
export function select32(fn: number, dst: number, a: number, b: number, c: number): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as Int32Array, x = R[a] as Int32Array, y = R[b] as Int32Array, z = R[c] as Int32Array;
    const L = g.lanes;
    if (L.length === 32) for (let l = 0; l < 32; l++) d[l] = x[l] !== 0 ? y[l]! : z[l]!;
    else for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = x[l] !== 0 ? y[l]! : z[l]!;
    }
    selectPoison(w, fn, dst, a, b, c, x, L);
  };
}

/** The poison of `dst = a ? b : c`: the condition's, else the selected arm's. */
function selectPoison(w: Warp, fn: number, dst: number, a: number, b: number, c: number, x: Int32Array, L: readonly number[]): void {
  const P = w.pois[fn]!;
  const pa = P[a], pb = P[b], pc = P[c];
  if (!pa && !pb && !pc) { propagate(w, fn, dst, L, null); return; }
  const pd = w.poisonOf(fn, dst);
  for (let k = 0; k < L.length; k++) {
    const l = L[k]!;
    pd[l] = pa?.[l] ?? (x[l] !== 0 ? pb?.[l] : pc?.[l]);
  }
}

/**
 * The poison of `dst = a && b` or `a || b` (`bool` registers): the left operand's, else the
 * right operand's in the lanes that evaluate it (C++ [expr.log.and], [expr.log.or]: the
 * right operand is not evaluated when the left one decides). A right operand computed for
 * every lane (it has no effects: `isSimple`) so leaves no trace where C++ skips it.
 */
export function logicalPoison(w: Warp, fn: number, dst: number, a: number, b: number, op: '&&' | '||', L: readonly number[]): void {
  const P = w.pois[fn]!;
  const pa = P[a], pb = P[b];
  if (!pa && !pb) { if (P[dst]) propagate(w, fn, dst, L, null); return; }
  const x = w.regs[fn]![a] as Int32Array;
  const rightWhen = op === '&&';
  const pd = w.poisonOf(fn, dst);
  for (let k = 0; k < L.length; k++) {
    const l = L[k]!;
    pd[l] = pa?.[l] ?? ((x[l] !== 0) === rightWhen ? pb?.[l] : undefined);
  }
}

/** `dst = a && b` or `a || b` on `bool` registers whose right operand has no effects. */
export function logical(fn: number, dst: number, a: number, b: number, op: '&&' | '||'): Body {
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as Int32Array, x = R[a] as Int32Array, y = R[b] as Int32Array;
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = op === '&&' ? (x[l] !== 0 && y[l] !== 0 ? 1 : 0) : (x[l] !== 0 || y[l] !== 0 ? 1 : 0);
    }
    logicalPoison(w, fn, dst, a, b, op, L);
  };
}

/** dst = constant for every lane of the group. */
export function constant(fn: number, dst: number, raw: number): Body {
  const whole = fastBodies();
  return (w, g) => {
    const d = w.regs[fn]![dst] as NumRegs;
    const L = g.lanes;
    if (whole && L.length === 32) d.fill(raw);
    else for (let k = 0; k < L.length; k++) d[L[k]!] = raw;
    const pd = w.pois[fn]![dst];
    if (pd) for (let k = 0; k < L.length; k++) pd[L[k]!] = undefined;
  };
}

/** dst = a (a register move, bits unchanged, of any register kind; poison and array
 * references follow). */
export function move(fn: number, dst: number, a: number, isArray: boolean): Body {
  if (isArray) {
    return (w, g) => {
      const d = w.arraysOf(fn, dst), s = w.arraysOf(fn, a);
      const L = g.lanes;
      for (let k = 0; k < L.length; k++) { const l = L[k]!; d[l] = s[l]!; }
    };
  }
  const whole = fastBodies();
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as AnyRegs, x = R[a] as AnyRegs;
    const L = g.lanes;
    // A full warp of 32-bit registers copies the whole register (bits unchanged).
    if (whole && L.length === 32 && d instanceof Int32Array) d.set(x);
    else for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = x[l]!;
    }
    const P = w.pois[fn]!;
    if (P[a] || P[dst]) propagate(w, fn, dst, L, P[a]);
  };
}

/** dst = per-lane value computed from the lane index (built-ins, lane masks). */
export function perLane(fn: number, dst: number, f: (w: Warp, lane: number) => number): Body {
  return (w, g) => {
    const d = w.regs[fn]![dst] as NumRegs;
    const L = g.lanes;
    for (let k = 0; k < L.length; k++) {
      const l = L[k]!;
      d[l] = f(w, l);
    }
    const pd = w.pois[fn]![dst];
    if (pd) for (let k = 0; k < L.length; k++) pd[L[k]!] = undefined;
  };
}
