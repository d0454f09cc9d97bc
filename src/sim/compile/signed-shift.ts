/**
 * Signed left shifts that C++17 leaves undefined, reported per lane as `W-INT-OVERFLOW`.
 *
 * C++17 [expr.shift]/2: for a signed `E1`, `E1 << E2` is `E1 × 2^E2` converted to the result
 * type when `E1` is non-negative and that product is representable in the corresponding
 * unsigned type; "otherwise, the behavior is undefined". So `-1 << 0`, `(-31) << 1`,
 * `3 << 31` (`int`) and `long(5) << 63` are undefined, while `1 << 31` is not (2^31 fits in
 * `uint`). nvcc compiles C++17 by default; C++20 defines every such shift as the wrapped
 * value, which is what the GPU's `shl.b32`/`shl.b64` computes (PTX §9.7.8.8) and what Warp TS
 * goes on with, as it does for `int` `+ - *` (`signed-overflow.ts`, docs/semantics.md §11.2).
 * A count outside the operand's width, or an undefined operand, is the shift's own check
 * (`E-SHIFT-COUNT`, `E-UNDEFINED-*`): such lanes are not reported here.
 */
import type { Loc, ScalarType } from '../../lang/ir';
import { hint } from '../../lang/registry';
import type { Warp } from '../core/warp';
import { repeated } from './signed-overflow';
import type { Body } from './vector';

/** Whether the `int` `x << count` (count in 0..31) is undefined in C++17. */
export const shiftOverflows32 = (x: number, count: number): boolean => x < 0 || (count > 0 && x >>> (32 - count) !== 0);

/** Whether the `long` `x << count` (count in 0..63) is undefined in C++17. */
export const shiftOverflows64 = (x: bigint, count: number): boolean => x < 0n || x >> BigInt(64 - count) !== 0n;

/** Reports lane `l`'s undefined `x << count` at `loc` (`bits`: the width of `x`'s type). */
export function reportShift(w: Warp, l: number, x: number | bigint, count: number, bits: 32 | 64, loc: Loc): void {
  if (repeated(w, l, loc)) return;
  const ctx = w.ctx;
  const type = bits === 32 ? 'int' : 'long';
  const exact = BigInt(x) << BigInt(count);
  const wrapped = bits === 32 ? BigInt.asIntN(32, exact) : BigInt.asIntN(64, exact);
  const what = x < 0 ? `a left shift of the negative \`${type}\` ${x}` : `\`${type}\` ${x} << ${count} = ${exact} needs more than ${bits} bits`;
  ctx.laneReport(w, l, 'arithmetic', 'W-INT-OVERFLOW', 'warning', loc,
    () => `signed shift overflow in ${ctx.laneName(w, l)}: ${what}: undefined behaviour in C++17, nvcc's default dialect (C++20 defines it; Warp TS goes on with ${x} << ${count} = ${wrapped}, as the GPU computes it)`,
    hint('W-INT-OVERFLOW', bits === 32 ? 'shift32' : 'shift64'));
}

/** `int` `dst = a << b` (count of the 32-bit type `rt`, or of a 64-bit one): reports the lanes
 * whose shift is undefined (see the file's comment), then runs `shift`, the checked shift
 * (count range, undefined operands), which writes `dst`. The operands are read before `shift`
 * runs, since `dst` may be `a` (`x <<= n`). */
export function signedShiftLeft(fn: number, a: number, b: number, rt: ScalarType, loc: Loc, shift: Body): Body {
  return (w, g) => {
    const R = w.regs[fn]!, P = w.pois[fn]!;
    const x = R[a] as Int32Array, y = R[b]!;
    const pa = P[a], pb = P[b];
    const L = g.lanes;
    for (let j = 0; j < L.length; j++) {
      const l = L[j]!;
      const raw = y[l]!;
      const count = typeof raw === 'bigint' ? (raw < 0n || raw > 31n ? -1 : Number(raw)) : rt === 'uint' ? raw >>> 0 : raw;
      if (count < 0 || count > 31 || pa?.[l] || pb?.[l]) continue;
      if (shiftOverflows32(x[l]!, count)) reportShift(w, l, x[l]!, count, 32, loc);
    }
    shift(w, g);
  };
}
