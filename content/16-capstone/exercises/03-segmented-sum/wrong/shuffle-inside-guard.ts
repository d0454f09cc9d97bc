// why: calls the full-mask __shfl_down_sync only when `lane + offset <= end`: the lanes whose run ends sooner pass the call by
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
    if (lane + offset <= end) {
      val += __shfl_down_sync(FULL, val, offset);
    }
  }
  return __shfl_sync(FULL, val, start);
}
