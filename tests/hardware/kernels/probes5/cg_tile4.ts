// tile<4> of tile<16>: shfl with negative rank, shfl_up/down with delta >= 4, shfl_xor(1),
// any/all/ballot/match_any, meta_group_rank/size, reduce(int, plus) via butterfly, scans.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x & 31);
  const block = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(block);
  const t4 = cg.tiled_partition<4>(t16);
  const o: int = int(threadIdx.x) * 12;
  const v: int = lane * 10 + 1;
  out[o + 0] = t4.shfl(v, -1);
  out[o + 1] = t4.shfl_up(v, 5);
  out[o + 2] = t4.shfl_down(v, 1);
  out[o + 3] = t4.shfl_xor(v, 1);
  out[o + 4] = t4.any(lane == 6);
  out[o + 5] = t4.all(lane != 6);
  out[o + 6] = int(t4.ballot((lane & 1) == 1));
  out[o + 7] = int(t4.match_any(lane >> 1));
  out[o + 8] = int(t4.meta_group_rank());
  out[o + 9] = int(t4.meta_group_size());
  out[o + 10] = cg.reduce(t4, v, cg.plus<int>());
  out[o + 11] = cg.exclusive_scan(t4, v, cg.bit_xor<int>());
}
