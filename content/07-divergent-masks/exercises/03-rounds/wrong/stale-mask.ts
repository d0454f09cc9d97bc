// why: computes the mask once, before the loop, and keeps using it: from round 1 on it names lanes that have left the loop and wait at the total (deadlock)
const FULL: uint = 0xffffffff;

export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  const mask = __ballot_sync(FULL, c > 0);
  let acc = 0;
  for (let r = 0; r < c; r++) {
    acc += __popc(__ballot_sync(mask, true));
  }
  work[gid] = acc;
  total[gid] = __reduce_add_sync(FULL, acc);
}
