// Lane i returns the i-th smallest of the warp's 32 values (a bitonic network of xor shuffles).
const FULL: uint = 0xffffffff;

function warpSort(v: int): int {
  const lane = int(threadIdx.x % 32);
  // TODO: for k = 2, 4, ..., 32 and j = k/2, ..., 1: exchange with lane ^ j and keep
  // the min or the max, depending on (lane & j) and on the direction (lane & k).
  return v;
}
