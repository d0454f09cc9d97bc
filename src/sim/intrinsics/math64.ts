/**
 * `min`, `max` and `abs` on the 64-bit integers: CUDA's `long long int min(long long int,
 * long long int)`, the `unsigned long long` overloads, and `long long int abs(long long
 * int)` (`crt/math_functions.h`; CUDA Math API `llmin`, `ullmax`, `llabs`). `min`/`max`
 * compare as signed for `long` and unsigned for `ulong`; `abs(LLONG_MIN)` wraps to
 * `LLONG_MIN`, as the two's-complement negation the GPU performs does (as `abs` of `INT_MIN`
 * does for `int`), and is reported as a signed overflow (`W-INT-OVERFLOW`: C leaves it
 * undefined [C17 7.22.6.1]).
 */
import type { Loc } from '../../lang/ir';
import type { Body } from '../compile/vector';
import { propagate } from '../compile/vector';
import { overflow64 } from '../compile/arith64';

/** Body of `dst = name(a[, b])` on 64-bit registers of type `t`; `loc` is the call's place. */
export function minMaxAbs64(name: 'abs' | 'min' | 'max', t: 'long' | 'ulong', fn: number, dst: number, a: number, b: number, loc: Loc): Body {
  const v = t === 'ulong' ? (x: bigint): bigint => BigInt.asUintN(64, x) : (x: bigint): bigint => x;
  return (w, g) => {
    const R = w.regs[fn]!;
    const d = R[dst] as BigInt64Array, x = R[a] as BigInt64Array;
    const y = b >= 0 ? (R[b] as BigInt64Array) : x;
    for (const l of g.lanes) {
      const p = x[l]!, q = y[l]!;
      if (name === 'abs') {
        if (t === 'long' && p === -(2n ** 63n)) overflow64(w, fn, a, -1, l, `abs(${p})`, -p, loc);
        d[l] = p < 0n ? -p : p;
      }
      else if (name === 'min') d[l] = v(p) <= v(q) ? p : q;
      else d[l] = v(p) >= v(q) ? p : q;
    }
    const P = w.pois[fn]!;
    if (P[a] || (b >= 0 && P[b]) || P[dst]) propagate(w, fn, dst, g.lanes, P[a], b >= 0 ? P[b] : null);
  };
}
