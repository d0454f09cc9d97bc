// Shuffle corner cases, full mask, valid widths: 10 words per lane.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  const v: int = lane * 10;
  const o: int = lane * 10;
  out[o + 0] = __shfl_sync(0xffffffff, v, lane + 3, 4);      // base + ((lane+3)&3)
  out[o + 1] = __shfl_sync(0xffffffff, v, -2, 8);            // base + 6
  out[o + 2] = __shfl_up_sync(0xffffffff, v, 2, 2);          // delta == width: own
  out[o + 3] = __shfl_down_sync(0xffffffff, v, 1, 1);        // width 1: own
  out[o + 4] = __shfl_xor_sync(0xffffffff, v, 4, 2);         // lanes with bit2 read lane-4, others own
  out[o + 5] = __shfl_xor_sync(0xffffffff, v, 3, 16);
  out[o + 6] = __shfl_down_sync(0xffffffff, v, 36, 16);      // delta&31 = 4
  out[o + 7] = __shfl_up_sync(0xffffffff, v, 31);            // lane 31 reads lane 0
  out[o + 8] = __shfl_sync(0xffffffff, v, 16, 16);           // srcLane 16 & 15 = 0 -> base
  out[o + 9] = __shfl_xor_sync(0xffffffff, v, 31, 8);        // lane^31: earlier seg if lane>=16 else later(own)
}
