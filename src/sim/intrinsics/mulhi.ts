/**
 * The high word of a 32 × 32-bit product — CUDA Math API, Integer Intrinsics; PTX ISA
 * `mul.hi`:
 *   __umulhi(x, y): "the most significant 32 bits of the product x * y" of two unsigned ints;
 *   __mulhi(x, y): the same for two (signed) ints.
 * The unsigned product is taken in 16-bit halves, so that every partial sum stays an exact
 * JavaScript number (below 2^53). The signed high word follows from it: reading a negative
 * `x` as unsigned adds 2^32·y to the product, so its high word is the unsigned one minus
 * `y` (and minus `x` for a negative `y`), modulo 2^32.
 */

/** The high 32 bits of the product of `x` and `y` read as unsigned, as `int` bits. */
function umulhi(x: number, y: number): number {
  const a = x >>> 0, b = y >>> 0;
  const al = a & 0xffff, ah = a >>> 16, bl = b & 0xffff, bh = b >>> 16;
  const lh = al * bh, hl = ah * bl;
  const mid = ((al * bl) >>> 16) + (lh & 0xffff) + (hl & 0xffff);
  return (ah * bh + (lh >>> 16) + (hl >>> 16) + Math.floor(mid / 65536)) | 0;
}

/** Per-lane functions of two raw operands, by name (the descriptor table's `binary` lowering). */
export const mulhi = {
  __umulhi: umulhi,
  __mulhi: (x: number, y: number): number => (umulhi(x, y) - (x < 0 ? y : 0) - (y < 0 ? x : 0)) | 0,
};
