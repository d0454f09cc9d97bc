// why: a lane leaves the loop of full-mask shuffles once `lane + offset` passes the end of its run: the trip count differs by lane, so the lanes still in the loop name lanes that have left it
const FULL: uint = 0xffffffff;

function segmentedSum(key: int, val: int): int {
  const lane = int(threadIdx.x % 32);
  const prevKey = __shfl_up_sync(FULL, key, 1);
  const heads = __ballot_sync(FULL, lane == 0 || prevKey != key);
  const upToMe: uint = (uint(2) << lane) - 1;
  const start = 31 - __clz(heads & upToMe);
  const after = heads & ~upToMe;
  const end = after == 0 ? 31 : __ffs(after) - 2;
  for (let offset = 1; lane + offset <= end; offset *= 2) {
    val += __shfl_down_sync(FULL, val, offset);
  }
  return __shfl_sync(FULL, val, start);
}
