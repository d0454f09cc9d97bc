// why: keeps the per-lane loop and, after it, lets each lane vote false until round 4, so that every full-mask vote is met: lanes leaving the loop pair with the loop's vote from another call site
const FULL: uint = 0xffffffff;

export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  let acc = 0;
  let r = 0;
  for (; r < c; r++) {
    acc += __popc(__ballot_sync(FULL, true));
  }
  for (; r < 4; r++) {
    __ballot_sync(FULL, false);
  }
  work[gid] = acc;
  total[gid] = __reduce_add_sync(FULL, acc);
}
