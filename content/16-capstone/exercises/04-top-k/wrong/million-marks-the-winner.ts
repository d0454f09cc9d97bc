// why: marks the winner by setting its value to -1000000, a "very small" number that is not the smallest int: when the data lie below it, a lane that is out wins the later rounds again
const FULL: uint = 0xffffffff;

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
      v = -1000000;
    }
  }
  if (lane < k) {
    topValues[gid] = myValue;
    topIndices[gid] = myIndex;
  }
}
