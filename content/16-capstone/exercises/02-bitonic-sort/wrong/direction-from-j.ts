// why: takes the direction from (lane & j) instead of (lane & k), so both partners keep the same side and values are lost or doubled
const FULL: uint = 0xffffffff;

function warpSort(v: int): int {
  const lane = int(threadIdx.x % 32);
  for (let k = 2; k <= 32; k *= 2) {
    for (let j = k / 2; j > 0; j /= 2) {
      const other = __shfl_xor_sync(FULL, v, j);
      const ascending = (lane & j) == 0;
      const lower = (lane & j) == 0;
      v = lower == ascending ? min(v, other) : max(v, other);
    }
  }
  return v;
}
