// A 48-thread block: warp 1 has lanes 0-15 only. coalesced_threads() there is a group of
// 16 contiguous lanes that is not the whole warp, so CUDA reduces it by its scan (not the
// butterfly of warp 0's 32-lane group or of a tile of 16); shuffles past its end. v =
// lane*5 + 2, s = lane*7 % 11 - 5, x: float bits (xb). 11 words.
export function kernel(out: uint[], xb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 11;
  const v: uint = lane * 5 + 2;
  const s: int = int(lane * 7 % 11) - 5;
  const x: float = __uint_as_float(xb[lane]);
  const block = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(block);
  const c = cg.coalesced_threads();
  out[o + 0] = c.size() + 64 * c.thread_rank();
  out[o + 1] = __float_as_uint(cg.reduce(c, x, cg.plus<float>()));
  out[o + 2] = __float_as_uint(cg.reduce(t16, x, cg.plus<float>()));
  out[o + 3] = cg.reduce(c, s, cg.plus<int>());
  out[o + 4] = c.ballot((lane & 1) != 0);
  out[o + 5] = c.shfl_down(v, 8);
  out[o + 6] = c.shfl_up(v, 20);
  out[o + 7] = t16.meta_group_rank() + 10 * t16.meta_group_size();
  out[o + 8] = __float_as_uint(cg.inclusive_scan(c, x, cg.plus<float>()));
  out[o + 9] = __float_as_uint(cg.exclusive_scan(c, x, cg.plus<float>()));
  out[o + 10] = c.shfl(v, 17); // @ub-past-end
}
