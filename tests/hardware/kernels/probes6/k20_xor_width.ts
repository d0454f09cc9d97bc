// __shfl_xor_sync with a lane mask >= width (PTX: lanes whose source is in a later segment keep
// their own value, those whose source is in an earlier segment read it) and width 8 in a
// 32-lane warp. Valid (all lanes take part, every source exists).
const FULL: uint = 0xffffffff;
export function kernel(out: int[]): void {
  const lane = int(threadIdx.x);
  const v = lane * 10 + 1;
  out[lane] = __shfl_xor_sync(FULL, v, 16, 16);
  out[32 + lane] = __shfl_xor_sync(FULL, v, 24, 8);
  out[64 + lane] = __shfl_xor_sync(FULL, v, 5, 4);
  out[96 + lane] = __shfl_down_sync(FULL, v, 3, 8) + __shfl_up_sync(FULL, v, 35, 16);
}
