// why: a full-mask vote inside a loop whose trip count differs by lane: the mask names lanes that have left the loop (deadlock)
const FULL: uint = 0xffffffff;

export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  let acc = 0;
  for (let r = 0; r < c; r++) {
    acc += __popc(__ballot_sync(FULL, true));
  }
  work[gid] = acc;
  total[gid] = __reduce_add_sync(FULL, acc);
}
