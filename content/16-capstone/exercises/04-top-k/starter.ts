// Lane r < k writes the r-th largest value of its warp and that element's index (ties: smaller index first).
const FULL: uint = 0xffffffff;
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], k: int, topValues: int[], topIndices: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  let inPlay = true;   // false once this lane has won a round
  let myValue = 0;
  let myIndex = 0;
  // TODO: k rounds: the warp's maximum, the lowest lane holding it, lane r keeps the
  // result, and the winner drops out.
  if (lane < k) {
    topValues[gid] = myValue;
    topIndices[gid] = myIndex;
  }
}
