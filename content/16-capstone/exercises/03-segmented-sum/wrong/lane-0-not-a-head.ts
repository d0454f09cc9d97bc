// why: forgets that lane 0 starts a run: __shfl_up_sync gives lane 0 its own key, so the first run has no head and its lanes read the broadcast from lane -1, which is lane 31
const FULL: uint = 0xffffffff;

function segmentedSum(key: int, val: int): int {
  const lane = int(threadIdx.x % 32);
  const prevKey = __shfl_up_sync(FULL, key, 1);
  const heads = __ballot_sync(FULL, prevKey != key);
  const upToMe: uint = (uint(2) << lane) - 1;
  const start = 31 - __clz(heads & upToMe);
  const after = heads & ~upToMe;
  const end = after == 0 ? 31 : __ffs(after) - 2;
  for (let offset = 1; offset < 32; offset *= 2) {
    const other = __shfl_down_sync(FULL, val, offset);
    if (lane + offset <= end) {
      val += other;
    }
  }
  return __shfl_sync(FULL, val, start);
}
