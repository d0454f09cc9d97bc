// Return the sum of `val` over the 32 lanes of the warp, in lane 0.
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  // TODO: five steps of val += __shfl_down_sync(FULL, val, offset)
  return val;
}
