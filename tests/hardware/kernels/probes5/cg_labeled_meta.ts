// labeled_partition meta_group_rank with leaders at non-consecutive lanes (CUDA 13: number of
// leaders in lower lanes): t32 by lane>>3 -> ranks 0..3 of 4; odd lanes' coalesced group by
// (lane%4==1 ? 5 : 9) -> ranks 0/1 of 2; and a tile<8> labeled by lane&4.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  const t32 = cg.tiled_partition<32>(cg.this_thread_block());
  const t8 = cg.tiled_partition<8>(cg.this_thread_block());
  const p = cg.labeled_partition(t32, lane >> 3);
  out[lane * 6 + 0] = int(p.meta_group_rank()) * 100 + int(p.meta_group_size()) * 10 + int(p.thread_rank());
  const r = cg.labeled_partition(t8, lane & 4);
  out[lane * 6 + 1] = int(r.meta_group_rank()) * 100 + int(r.meta_group_size()) * 10 + int(r.thread_rank());
  out[lane * 6 + 2] = int(r.ballot(lane > 20));
  out[lane * 6 + 3] = cg.reduce(r, lane, cg.plus<int>());
  out[lane * 6 + 4] = -1;
  out[lane * 6 + 5] = -1;
  if ((lane & 1) == 1) {
    const c = cg.coalesced_threads();
    const q = cg.labeled_partition(c, lane % 4 == 1 ? 5 : 9);
    out[lane * 6 + 4] = int(q.meta_group_rank()) * 100 + int(q.meta_group_size()) * 10 + int(q.thread_rank());
    out[lane * 6 + 5] = q.shfl(lane, 2);
  }
}
