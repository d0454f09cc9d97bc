// Partitions of tiles, of partitions, and by 64-bit labels (64 threads; every group made
// from tiles, so the lanes of each group do not depend on the schedule). Each group as
// size + 256*thread_rank + 65536*meta_group_rank + 2^24*meta_group_size:
// labeled_partition of the tile of 32 by an irregular label (h >> 28) % 3, then of that
// partition by lane & 1, binary_partition of that by lane < 16; labels that differ only in
// their high 32 bits (long and ulong); a bool label (a binary partition); a predicate false
// everywhere; one label everywhere; 32 different labels (lane 31 leads its own group).
// Ballots, shuffles, match_any, a reduction and scans of these groups. 19 words.
function pack(size: uint, rank: uint, meta: uint, metas: uint): uint {
  return size + 256 * rank + 65536 * meta + 16777216 * metas;
}

export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 19;
  const v: uint = lane * 5 + 2 + 1000 * (threadIdx.x >> 5);
  const h: uint = lane * 2654435761;
  const block = cg.this_thread_block();
  const t32 = cg.tiled_partition<32>(block);
  const t16 = cg.tiled_partition<16>(block);
  const p = cg.labeled_partition(t32, int((h >> 28) % 3));
  out[o + 0] = pack(p.size(), p.thread_rank(), p.meta_group_rank(), p.meta_group_size());
  out[o + 1] = p.ballot(lane > 12);
  out[o + 2] = p.shfl(v, int(p.size()) - 1);
  out[o + 3] = p.match_any(lane & 4);
  const q = cg.labeled_partition(p, lane & 1);
  out[o + 4] = pack(q.size(), q.thread_rank(), q.meta_group_rank(), q.meta_group_size());
  out[o + 5] = cg.reduce(q, v, cg.plus<uint>());
  const b = cg.binary_partition(q, lane < 16);
  out[o + 6] = pack(b.size(), b.thread_rank(), b.meta_group_rank(), b.meta_group_size());
  out[o + 7] = b.shfl_up(v, 1);
  const hi = cg.labeled_partition(t16, long(lane % 3) << 32);
  out[o + 8] = pack(hi.size(), hi.thread_rank(), hi.meta_group_rank(), hi.meta_group_size());
  out[o + 9] = hi.ballot(true);
  const u = cg.labeled_partition(t32, ulong(lane / 8) << 40);
  out[o + 10] = pack(u.size(), u.thread_rank(), u.meta_group_rank(), u.meta_group_size());
  out[o + 11] = cg.exclusive_scan(u, v);
  const w = cg.labeled_partition(t32, lane < 20);
  out[o + 12] = pack(w.size(), w.thread_rank(), w.meta_group_rank(), w.meta_group_size());
  const e = cg.binary_partition(t16, false);
  out[o + 13] = pack(e.size(), e.thread_rank(), e.meta_group_rank(), e.meta_group_size());
  const z = cg.labeled_partition(t32, 7);
  out[o + 14] = pack(z.size(), z.thread_rank(), z.meta_group_rank(), z.meta_group_size());
  const m = cg.labeled_partition(t32, int(lane));
  out[o + 15] = pack(m.size(), m.thread_rank(), m.meta_group_rank(), m.meta_group_size());
  out[o + 16] = cg.inclusive_scan(m, v);
  const c = cg.labeled_partition(q, uint(lane >= 24));
  out[o + 17] = pack(c.size(), c.thread_rank(), c.meta_group_rank(), c.meta_group_size());
  out[o + 18] = c.match_any(lane >> 4);
}
