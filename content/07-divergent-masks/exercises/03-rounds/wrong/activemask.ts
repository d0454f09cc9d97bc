// why: votes with __activemask() inside the lane-divergent loop: each round's count is the lanes running together at that instant, not the lanes in the round
const FULL: uint = 0xffffffff;

export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  let acc = 0;
  for (let r = 0; r < c; r++) {
    acc += __popc(__ballot_sync(__activemask(), true));
  }
  work[gid] = acc;
  total[gid] = __reduce_add_sync(FULL, acc);
}
