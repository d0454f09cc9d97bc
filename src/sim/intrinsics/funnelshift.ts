/**
 * Funnel shifts — CUDA Math API, Integer Intrinsics; PTX ISA `shf` (`.wrap` mode):
 *   __funnelshift_l(lo, hi, shift): "Concatenate hi : lo, shift left by shift & 31 bits,
 *     return the most significant 32 bits."
 *   __funnelshift_r(lo, hi, shift): "Concatenate hi : lo, shift right by shift & 31 bits,
 *     return the least significant 32 bits."
 *   __funnelshift_lc / __funnelshift_rc: the same with the count clamped, "shift left
 *     (right) by min(shift, 32) bits" (PTX `shf` `.clamp` mode): 32 or more gives `lo`
 *     (left) or `hi` (right).
 * Operands and results are 32-bit patterns (registers hold `uint` as `int` bits). A count of
 * 0 returns `hi` (left) or `lo` (right) unchanged; JavaScript's shifts by 32 would shift by 0,
 * so that case is taken apart.
 */

/** Per-lane functions of three raw operands, by name (the descriptor table's `ternary` lowering). */
export const funnelshift = {
  __funnelshift_l: (lo: number, hi: number, shift: number): number => {
    const n = shift & 31;
    return n === 0 ? hi | 0 : (hi << n) | (lo >>> (32 - n));
  },
  __funnelshift_r: (lo: number, hi: number, shift: number): number => {
    const n = shift & 31;
    return n === 0 ? lo | 0 : (lo >>> n) | (hi << (32 - n));
  },
  __funnelshift_lc: (lo: number, hi: number, shift: number): number => {
    const n = Math.min(shift >>> 0, 32);
    return n === 0 ? hi | 0 : n === 32 ? lo | 0 : (hi << n) | (lo >>> (32 - n));
  },
  __funnelshift_rc: (lo: number, hi: number, shift: number): number => {
    const n = Math.min(shift >>> 0, 32);
    return n === 0 ? lo | 0 : n === 32 ? hi | 0 : (lo >>> n) | (hi << (32 - n));
  },
};
