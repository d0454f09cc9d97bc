// t = lane*3+1 through shuffles of every width: per-lane srcLane, negative srcLane,
// xor across segments, width 1, srcLane above the width.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const t: uint = lane * 3 + 1;
  out[g * 9 + 0] = __shfl_sync(FULL, t, int(t) + 4, 8);
  out[g * 9 + 1] = __shfl_sync(FULL, t, -1, 8);
  out[g * 9 + 2] = __shfl_xor_sync(FULL, t, 8, 8);
  out[g * 9 + 3] = __shfl_xor_sync(FULL, t, 4, 8);
  out[g * 9 + 4] = __shfl_up_sync(FULL, t, 2, 4);
  out[g * 9 + 5] = __shfl_down_sync(FULL, t, 5, 16);
  out[g * 9 + 6] = __shfl_sync(FULL, t, int(lane), 1);
  out[g * 9 + 7] = __shfl_xor_sync(FULL, t, 31);
  out[g * 9 + 8] = __shfl_sync(FULL, t, 37, 16);
}
