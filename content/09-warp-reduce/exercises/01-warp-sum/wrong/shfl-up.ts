// why: uses __shfl_up_sync, which gathers the total in lane 31, not in lane 0
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_up_sync(FULL, val, offset);
  }
  return val;
}
