// Every lane returns the sum of `val` over its run of equal neighbouring keys.
const FULL: uint = 0xffffffff;

function segmentedSum(key: int, val: int): int {
  const lane = int(threadIdx.x % 32);
  // TODO: find the run starts (__shfl_up_sync, __ballot_sync), sum within the run
  // (__shfl_down_sync, only while lane + offset stays in the run), broadcast from the head.
  return val;
}
