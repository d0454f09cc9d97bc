// cg.reduce / scans on 64-bit and tile sizes 1, 2, 16.
export function kernel(out: long[], uo: ulong[]) {
  const lane: int = int(threadIdx.x);
  const blk = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(blk);
  const t2 = cg.tiled_partition<2>(blk);
  const t1 = cg.tiled_partition<1>(blk);
  const x: long = long(lane - 8) * long("1000000000000");
  const u: ulong = ulong("18446744073709551615") - ulong(lane);
  const o: int = lane * 8;
  out[o + 0] = cg.reduce(t16, x, cg.plus<long>());
  out[o + 1] = cg.reduce(t16, x, cg.less<long>());
  out[o + 2] = cg.inclusive_scan(t16, x, cg.greater<long>());
  out[o + 3] = cg.exclusive_scan(t2, x);
  out[o + 4] = cg.reduce(t1, x, cg.plus<long>());
  out[o + 5] = long(t1.ballot(lane > 3)) + long(t1.shfl(lane, 5)) * long(100);
  out[o + 6] = long(t1.meta_group_rank()) * long(1000) + long(t1.meta_group_size());
  out[o + 7] = long(t2.match_any(lane >> 2));
  uo[lane * 2] = cg.reduce(t16, u, cg.plus<ulong>());
  uo[lane * 2 + 1] = cg.exclusive_scan(t16, u, cg.bit_and<ulong>());
}
