// Valid: a binary partition of the odd lanes' coalesced group, each half used in its own arm.
// lanes 1,3,5,7,9: q.shfl(lane, 4) = 9; odd lanes 11..31: reduce = 231, scan = prefix sums.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  let r: int = -1;
  let s: int = -1;
  if ((lane & 1) == 1) {
    const c = cg.coalesced_threads();
    const q = cg.binary_partition(c, lane < 10);
    if (lane < 10) {
      r = q.shfl(lane, 4);
      s = int(q.meta_group_rank()) * 100 + int(q.meta_group_size()) * 10 + int(q.thread_rank());
    } else {
      r = cg.reduce(q, lane, cg.plus<int>());
      s = cg.exclusive_scan(q, lane);
    }
  }
  out[lane] = r;
  out[32 + lane] = s;
}
