// why: only the lanes still in play run each round's full-mask reduction and vote, inside `if (inPlay)`: a lane that has won skips the later rounds, so it passes those calls by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], k: int, topValues: int[], topIndices: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  let inPlay = true;
  for (let r = 0; r < k; r++) {
    if (inPlay) {
      const m = __reduce_max_sync(FULL, v);
      const winner = __ffs(__ballot_sync(FULL, v == m)) - 1;
      if (lane == winner) {
        topValues[gid - lane + r] = v;    // the r-th largest
        topIndices[gid - lane + r] = gid;
        inPlay = false;
      }
    }
  }
}
