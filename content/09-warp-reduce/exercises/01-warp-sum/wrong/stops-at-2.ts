// why: off by one in the loop condition: stops after offset 2, so lane 0 misses half of the values
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  for (let offset = 16; offset > 1; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}
