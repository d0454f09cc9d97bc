/** Bit patterns of simulator values as the H200 programs print them (make-cuda.ts): a
 * decimal 32-bit word for `int`, `uint` and `float`, a decimal 64-bit word for `double`,
 * `long` and `ulong`. */
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** The bit pattern of `v`, of element type `type`, as a decimal string. */
export function word(v: number | bigint, type: string): string {
  if (type === 'float') { f32[0] = Number(v); return String(u32[0]!); }
  if (type === 'double') { f64[0] = Number(v); return String(u64[0]!); }
  if (type === 'long' || type === 'ulong') return String(BigInt.asUintN(64, BigInt(v)));
  return String(Number(v) >>> 0);
}
