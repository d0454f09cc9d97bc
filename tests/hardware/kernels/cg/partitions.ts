// labeled_partition and binary_partition: of a tile of 32 by lane % 3 and by lane < 5, of a
// tile of 16 by lane & 3, of a tile of 32 by a predicate true everywhere, and of the odd
// lanes' coalesced group by lane % 4 == 1 (v = lane*5 + 2). 25 words.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 25;
  const v: uint = lane * 5 + 2;
  const block = cg.this_thread_block();
  const t32 = cg.tiled_partition<32>(block);
  const t16 = cg.tiled_partition<16>(block);
  const p = cg.labeled_partition(t32, int(lane % 3));
  out[o + 0] = p.size();
  out[o + 1] = p.thread_rank();
  out[o + 2] = p.meta_group_rank();
  out[o + 3] = p.meta_group_size();
  out[o + 4] = p.ballot(lane > 10);
  out[o + 5] = p.shfl(v, 0);
  out[o + 6] = cg.reduce(p, v, cg.plus<uint>());
  out[o + 7] = cg.inclusive_scan(p, v);
  const q = cg.binary_partition(t32, lane < 5);
  out[o + 8] = q.size();
  out[o + 9] = q.thread_rank();
  out[o + 10] = q.meta_group_rank();
  out[o + 11] = q.meta_group_size();
  out[o + 12] = cg.reduce(q, v, cg.plus<uint>());
  const r = cg.labeled_partition(t16, lane & 3);
  out[o + 13] = r.size();
  out[o + 14] = r.thread_rank();
  out[o + 15] = r.meta_group_rank();
  out[o + 16] = r.meta_group_size();
  const whole = cg.binary_partition(t32, lane < 100);
  out[o + 17] = whole.size();
  out[o + 18] = whole.meta_group_rank();
  out[o + 19] = whole.meta_group_size();
  if ((lane & 1) != 0) {
    const c = cg.coalesced_threads();
    const b = cg.binary_partition(c, lane % 4 == 1);
    out[o + 20] = b.size();
    out[o + 21] = b.thread_rank();
    out[o + 22] = b.meta_group_rank();
    out[o + 23] = b.meta_group_size();
    out[o + 24] = b.ballot(lane > 16);
  }
}
