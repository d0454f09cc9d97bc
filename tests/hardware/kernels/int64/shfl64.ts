// shfl64: 64-bit shuffles of values whose two halves differ (CUDA shuffles the halves with
// the same source lane): idx, up, down, xor, with widths 8 and 16, in the two arms of an if
// with the arms' masks. 9 words per lane.
export function kernel(out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const v: ulong = (ulong(lane + 1) << 32) | ulong(uint(0xdead0000) + uint(lane));
  const lv: long = -long(v);
  const o: int = lane * 9;
  out[o + 0] = __shfl_sync(0xffffffff, v, 31 - lane);
  out[o + 1] = __shfl_up_sync(0xffffffff, v, 1);
  out[o + 2] = __shfl_down_sync(0xffffffff, v, 3);
  out[o + 3] = __shfl_xor_sync(0xffffffff, v, 5);
  out[o + 4] = __shfl_sync(0xffffffff, lv, lane ^ 1, 8);
  out[o + 5] = __shfl_down_sync(0xffffffff, lv, 2, 16);
  out[o + 6] = __shfl_up_sync(0xffffffff, v, 3, 8);
  out[o + 7] = __shfl_xor_sync(0xffffffff, lv, 16);
  let r: ulong = ulong(0);
  if (lane < 16) r = __shfl_sync(0xffff, v, 15 - lane);
  else r = __shfl_xor_sync(0xffff0000, v, 1);
  out[o + 8] = r;
}
