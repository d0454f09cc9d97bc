// Reference: k rounds of (warp maximum, lowest lane holding it); the winner drops out.
// Lanes that are out are marked by a flag, not by a value: the data may hold the smallest
// int too. They take part with INT_MIN, the identity of max, and stay out of the vote.
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
    const winner = __ffs(__ballot_sync(FULL, inPlay && v == m)) - 1;
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
