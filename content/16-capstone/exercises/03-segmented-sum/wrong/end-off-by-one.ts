// why: off by one at the run's end: `lane + offset < end` never adds the run's last lane
const FULL: uint = 0xffffffff;

function segmentedSum(key: int, val: int): int {
  const lane = int(threadIdx.x % 32);
  const prevKey = __shfl_up_sync(FULL, key, 1);
  const heads = __ballot_sync(FULL, lane == 0 || prevKey != key);
  const upToMe: uint = (uint(2) << lane) - 1;
  const start = 31 - __clz(heads & upToMe);
  const after = heads & ~upToMe;
  const end = after == 0 ? 31 : __ffs(after) - 2;
  for (let offset = 1; offset < 32; offset *= 2) {
    const other = __shfl_down_sync(FULL, val, offset);
    if (lane + offset < end) {
      val += other;
    }
  }
  return __shfl_sync(FULL, val, start);
}
