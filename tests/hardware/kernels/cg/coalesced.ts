// A coalesced group made by cg.coalesced_threads() in divergent code, passed to a device
// function that reads every member and collective of it (35 words): mode 0 in the odd
// lanes, 1 in lanes 0-4, 2 after the lanes with lane % 3 == 1 returned, 3 with all 32
// lanes. Ballots and matches are packed by rank; a partial group's float sum is CUDA's
// scan-then-broadcast order. xb: float bits.
function probe(c: cg.coalesced_group, out: uint[], o: uint, lane: uint, xb: uint[]): void {
  const v: uint = lane * 5 + 2;
  const s: int = int(lane * 7 % 11) - 5;
  const x: float = __uint_as_float(xb[lane]);
  const r: uint = c.thread_rank();
  const n: uint = c.size();
  const p: int[] = [0];
  out[o + 0] = r;
  out[o + 1] = n;
  out[o + 2] = c.num_threads();
  out[o + 3] = c.meta_group_rank();
  out[o + 4] = c.meta_group_size();
  out[o + 5] = c.shfl(v, 0);
  out[o + 6] = c.shfl(v, 3);
  out[o + 7] = c.shfl(v, int(n) - 1);
  out[o + 8] = c.shfl(v, int((r + 1) % n));
  out[o + 9] = c.shfl_up(v, 1);
  out[o + 10] = c.shfl_up(v, 3);
  out[o + 11] = c.shfl_down(v, 2);
  out[o + 12] = c.shfl_down(v, n - 1);
  out[o + 13] = c.ballot(lane % 3 == 0);
  out[o + 14] = c.ballot(true);
  out[o + 15] = c.any(lane == 3);
  out[o + 16] = c.any(lane == 8);
  out[o + 17] = c.all(lane != 31);
  out[o + 18] = c.match_any(lane % 4);
  out[o + 19] = c.match_all(7, p);
  out[o + 20] = p[0];
  out[o + 21] = c.match_all(lane, p);
  out[o + 22] = p[0];
  out[o + 23] = cg.reduce(c, s, cg.plus<int>());
  out[o + 24] = cg.reduce(c, s, cg.less<int>());
  out[o + 25] = cg.reduce(c, v, cg.greater<uint>());
  out[o + 26] = cg.reduce(c, v * 2654435761, cg.bit_xor<uint>());
  out[o + 27] = __float_as_uint(cg.reduce(c, x, cg.plus<float>()));
  out[o + 28] = __float_as_uint(cg.reduce(c, x, cg.less<float>()));
  out[o + 29] = cg.inclusive_scan(c, s, cg.plus<int>());
  out[o + 30] = cg.exclusive_scan(c, s, cg.plus<int>());
  out[o + 31] = __float_as_uint(cg.inclusive_scan(c, x, cg.plus<float>()));
  out[o + 32] = __float_as_uint(cg.exclusive_scan(c, x, cg.plus<float>()));
  out[o + 33] = cg.exclusive_scan(c, s, cg.less<int>());
  out[o + 34] = cg.inclusive_scan(c, v);
}

export function kernel(out: uint[], xb: uint[], mode: int): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (mode == 2 && lane % 3 == 1) return;
  const member: bool = mode == 0 ? (lane & 1) != 0 : mode == 1 ? lane < 5 : true;
  if (member) {
    const c = cg.coalesced_threads();
    probe(c, out, g * 35, lane, xb);
  }
}
