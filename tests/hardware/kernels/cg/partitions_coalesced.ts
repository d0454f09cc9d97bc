// Partitions of coalesced groups (the lanes with lane % 3 != 1, then lanes < 20 of them):
// labeled_partition by lane % 4 (non-contiguous groups), binary_partition of that, and
// labeled_partition of that by 64-bit labels that differ in their high word; each group as
// size + 256*thread_rank + 65536*meta_group_rank + 2^24*meta_group_size, with a ballot,
// float sums and scans in the groups' order, a reduction and shuffles. xb: float bits.
// 13 words.
function pack(size: uint, rank: uint, meta: uint, metas: uint): uint {
  return size + 256 * rank + 65536 * meta + 16777216 * metas;
}

export function kernel(out: uint[], xb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 13;
  const v: uint = lane * 5 + 2;
  const s: int = int(lane * 7 % 11) - 5;
  const x: float = __uint_as_float(xb[lane]);
  if (lane % 3 != 1) {
    const c = cg.coalesced_threads();
    const p = cg.labeled_partition(c, lane % 4);
    out[o + 0] = pack(p.size(), p.thread_rank(), p.meta_group_rank(), p.meta_group_size());
    out[o + 1] = p.ballot(lane > 15);
    out[o + 2] = __float_as_uint(cg.reduce(p, x, cg.plus<float>()));
    out[o + 3] = __float_as_uint(cg.inclusive_scan(p, x, cg.plus<float>()));
    out[o + 4] = cg.exclusive_scan(p, s, cg.plus<int>());
    const b = cg.binary_partition(p, (lane & 8) != 0);
    out[o + 5] = pack(b.size(), b.thread_rank(), b.meta_group_rank(), b.meta_group_size());
    out[o + 6] = cg.reduce(b, v, cg.greater<uint>());
    out[o + 7] = b.shfl(v, 0);
    const l = cg.labeled_partition(b, long(lane & 16) << 28);
    out[o + 8] = pack(l.size(), l.thread_rank(), l.meta_group_rank(), l.meta_group_size());
    if (lane < 20) {
      const c2 = cg.coalesced_threads();
      const h = cg.binary_partition(c2, (lane & 1) != 0);
      out[o + 9] = pack(h.size(), h.thread_rank(), h.meta_group_rank(), h.meta_group_size());
      out[o + 10] = __float_as_uint(cg.exclusive_scan(h, x, cg.plus<float>()));
      out[o + 11] = h.shfl_down(v, 2);
      out[o + 12] = c2.size() + 100 * c.size();
    }
  }
}
