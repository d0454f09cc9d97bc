// why: a warp-uniform loop, but the vote that counts the round's lanes sits inside `if (r < c)` with the full mask: the lanes without a job skip it and wait at the loop test, a different vote
const FULL: uint = 0xffffffff;

export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  let acc = 0;
  for (let r = 0; __any_sync(FULL, r < c) != 0; r++) {
    if (r < c) {
      acc += __popc(__ballot_sync(FULL, true));
    }
  }
  work[gid] = acc;
  total[gid] = __reduce_add_sync(FULL, acc);
}
