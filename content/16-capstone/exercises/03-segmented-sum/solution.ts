// Reference: runs of equal keys found with one __shfl_up_sync and a ballot; a segmented
// suffix sum with __shfl_down_sync; the run's head broadcasts its total.
const FULL: uint = 0xffffffff;

function segmentedSum(key: int, val: int): int {
  const lane = int(threadIdx.x % 32);
  const prevKey = __shfl_up_sync(FULL, key, 1);
  const heads = __ballot_sync(FULL, lane == 0 || prevKey != key);
  const upToMe: uint = (uint(2) << lane) - 1;          // lanes 0..lane
  const start = 31 - __clz(heads & upToMe);             // my run's head
  const after = heads & ~upToMe;                        // heads above me
  const end = after == 0 ? 31 : __ffs(after) - 2;       // my run's last lane
  for (let offset = 1; offset < 32; offset *= 2) {
    const other = __shfl_down_sync(FULL, val, offset);
    if (lane + offset <= end) {
      val += other;
    }
  }
  return __shfl_sync(FULL, val, start);
}
