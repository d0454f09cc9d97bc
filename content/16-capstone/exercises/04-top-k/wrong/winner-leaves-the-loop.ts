// why: the winner stores its own value and index and leaves the loop with `break`: the loop's trip count then differs by lane, and the full-mask reduction and vote of the later rounds name lanes that have left it
const FULL: uint = 0xffffffff;

export function kernel(values: int[], k: int, topValues: int[], topIndices: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  for (let r = 0; r < k; r++) {
    const m = __reduce_max_sync(FULL, v);
    const winner = __ffs(__ballot_sync(FULL, v == m)) - 1;
    if (lane == winner) {
      topValues[gid - lane + r] = v;      // the r-th largest
      topIndices[gid - lane + r] = gid;
      break;                              // it cannot win again
    }
  }
}
