// Undefined shuffle results (source lane not in the mask) that are never used:
// a ternary and a short-circuit && discard them. Valid.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  let r: int = 0;
  if (lane < 16) {
    const t: int = __shfl_down_sync(0x0000ffff, lane * 10, 4);   // lanes 12..15 read 16..19: undefined
    r = lane < 12 ? t : -1;
    if (lane < 12 && t > 50) r = r + 1000;
    const u: int = (lane >= 12 || t < 0) ? 7 : t;
    r = r + u * 0;
  }
  out[lane] = r;
}
