// Reference: bitonic sort of the warp's 32 values, 15 xor shuffles; lane i ends with the i-th smallest.
const FULL: uint = 0xffffffff;

function warpSort(v: int): int {
  const lane = int(threadIdx.x % 32);
  for (let k = 2; k <= 32; k *= 2) {
    for (let j = k / 2; j > 0; j /= 2) {
      const other = __shfl_xor_sync(FULL, v, j);
      const ascending = (lane & k) == 0;
      const lower = (lane & j) == 0;
      v = lower == ascending ? min(v, other) : max(v, other);
    }
  }
  return v;
}
