// Reference: a warp-uniform loop; each round's working set is a fresh full-mask ballot.
const FULL: uint = 0xffffffff;

export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  let acc = 0;
  for (let r = 0; __any_sync(FULL, r < c) != 0; r++) {
    const busy = __ballot_sync(FULL, r < c);
    if (r < c) {
      acc += __popc(busy);
    }
  }
  work[gid] = acc;
  total[gid] = __reduce_add_sync(FULL, acc);
}
