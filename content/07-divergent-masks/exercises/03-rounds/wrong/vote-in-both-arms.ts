// why: runs four rounds for every lane and votes with the full mask in both arms of `if (r < c)`, the lanes without a job voting false in the `else`: the two arms' votes pair across call sites instead of one fresh ballot per round before the branch
const FULL: uint = 0xffffffff;

export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  let acc = 0;
  for (let r = 0; r < 4; r++) {
    if (r < c) {
      acc += __popc(__ballot_sync(FULL, true));
    } else {
      __ballot_sync(FULL, false);
    }
  }
  work[gid] = acc;
  total[gid] = __reduce_add_sync(FULL, acc);
}
