// Valid: t4 = tiled_partition<4>(t16) is a collective of t16 only; every member of the t16
// tiles with meta_group_rank 0 makes it (the other t16 tiles skip the branch as whole tiles).
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x & 31);
  const blk = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(blk);
  let r: int = -1;
  if (t16.meta_group_rank() % 2 == 0) {
    const t4 = cg.tiled_partition<4>(t16);
    r = cg.reduce(t4, lane, cg.plus<int>()) * 100 + int(t4.meta_group_rank()) * 10 + int(t4.meta_group_size());
  }
  out[threadIdx.x] = r;
}
