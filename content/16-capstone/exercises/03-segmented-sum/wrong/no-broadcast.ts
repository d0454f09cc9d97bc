// why: returns each lane's segmented suffix sum: only the head of each run holds the run's total, the other lanes hold the sum from themselves to the end
const FULL: uint = 0xffffffff;

function segmentedSum(key: int, val: int): int {
  const lane = int(threadIdx.x % 32);
  const prevKey = __shfl_up_sync(FULL, key, 1);
  const heads = __ballot_sync(FULL, lane == 0 || prevKey != key);
  const upToMe: uint = (uint(2) << lane) - 1;
  const after = heads & ~upToMe;
  const end = after == 0 ? 31 : __ffs(after) - 2;
  for (let offset = 1; offset < 32; offset *= 2) {
    const other = __shfl_down_sync(FULL, val, offset);
    if (lane + offset <= end) {
      val += other;
    }
  }
  return val;
}
