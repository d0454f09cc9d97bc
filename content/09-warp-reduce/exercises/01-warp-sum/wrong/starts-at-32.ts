// why: starts at offset warpSize (32); only the low 5 bits count, so 32 acts as 0 and lane 0 adds itself twice
const FULL: uint = 0xffffffff;

function warpReduceSum(val: int): int {
  for (let offset = warpSize; offset > 0; offset /= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return val;
}
