// match64: __match_any_sync / __match_all_sync on 64-bit values that differ only in the high
// half (the low halves are all 0x12345678), and on values that differ only in bit 63.
// 6 words per lane.
export function kernel(out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const v: ulong = (ulong(lane & 3) << 32) | ulong(0x12345678);
  const pred: int[] = [7];
  const o: int = lane * 6;
  out[o + 0] = ulong(__match_any_sync(0xffffffff, v));
  out[o + 1] = ulong(__match_all_sync(0xffffffff, v, pred));
  out[o + 2] = ulong(pred[0]);
  out[o + 3] = ulong(__match_all_sync(0xffffffff, v & ulong(0xffffffff), pred));
  out[o + 4] = ulong(pred[0]);
  out[o + 5] = ulong(__match_any_sync(0xffffffff, ulong(lane >> 3) << 63));
}
