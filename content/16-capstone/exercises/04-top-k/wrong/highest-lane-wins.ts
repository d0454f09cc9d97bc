// why: picks the highest lane holding the maximum (31 - __clz), so among equal values the larger index comes first
const FULL: uint = 0xffffffff;
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], k: int, topValues: int[], topIndices: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  let inPlay = true;
  let myValue = 0;
  let myIndex = 0;
  for (let r = 0; r < k; r++) {
    const m = __reduce_max_sync(FULL, inPlay ? v : INT_MIN);
    const winner = 31 - __clz(__ballot_sync(FULL, inPlay && v == m));
    if (lane == r) {
      myValue = m;
      myIndex = gid - lane + winner;
    }
    if (lane == winner) {
      inPlay = false;
    }
  }
  if (lane < k) {
    topValues[gid] = myValue;
    topIndices[gid] = myIndex;
  }
}
