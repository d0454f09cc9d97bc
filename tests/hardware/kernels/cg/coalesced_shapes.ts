// Coalesced groups of seven shapes (mode 0: after three nested ifs, lanes 1, 2, 8, 10, 11,
// 16, 17, 19, 25; 1: lanes 7-31; 2: lanes 0 and 31; 3: lane 13 alone; 4: every lane but 0;
// 5: the lanes of the bits of 0x9b4c3a65; 6: all 32), each passed to a device function that
// reads them at their edges: shfl with rank 0, n-1, n (past the end: __fns finds no lane and
// the shuffle reads lane 31) and -1; shfl_up and shfl_down with deltas 0, n, 33, and
// negative ones (shfl_up's delta is an int, shfl_down's unsigned); ballot, any, all,
// match_any (also of a 64-bit value differing in its high word), match_all with its
// predicate; cg.reduce and the scans of int, uint, float and long with every kind of
// operator (a partial group's float results follow its scan order). xb, yb: float bits.
// 45 words.
function probe(c: cg.coalesced_group, out: uint[], o: uint, lane: uint, xb: uint[], yb: uint[]): void {
  const v: uint = lane * 5 + 2;
  const s: int = int(lane * 7 % 11) - 5;
  const h: uint = v * 2654435761;
  const x: float = __uint_as_float(xb[lane]);
  const y: float = __uint_as_float(yb[lane]);
  const big: long = long(s) * long(1000003) * long(1000003) + long(lane);
  const r: uint = c.thread_rank();
  const n: uint = c.size();
  const p: int[] = [0];
  out[o + 0] = r + 100 * n + 10000 * c.meta_group_rank() + 100000 * c.meta_group_size();
  out[o + 1] = c.shfl(v, 0);
  out[o + 2] = c.shfl(v, int(n) - 1);
  out[o + 3] = c.shfl(v, int(n)); // @ub-past-end
  out[o + 4] = c.shfl(v, -1); // @ub-minus-one
  out[o + 5] = c.shfl(v, int(r * 3 % n));
  out[o + 6] = c.shfl_up(v, 0);
  out[o + 7] = c.shfl_up(v, 2);
  out[o + 8] = c.shfl_up(v, n);
  out[o + 9] = c.shfl_up(v, -3);
  out[o + 10] = c.shfl_down(v, 0);
  out[o + 11] = c.shfl_down(v, 3);
  out[o + 12] = c.shfl_down(v, n - 1);
  out[o + 13] = c.shfl_down(v, 0xffffffff);
  out[o + 14] = c.shfl_down(v, 33);
  out[o + 15] = c.ballot(lane % 3 == 0);
  out[o + 16] = uint(c.any(lane == 13)) + 2 * uint(c.all(lane != 19));
  out[o + 17] = c.match_any(lane & 6);
  out[o + 18] = c.match_any(long(lane & 2) << 31);
  out[o + 19] = c.match_all(uint(lane >= 7), p);
  out[o + 20] = p[0];
  out[o + 21] = cg.reduce(c, s, cg.plus<int>());
  out[o + 22] = cg.reduce(c, s, cg.greater<int>());
  out[o + 23] = cg.reduce(c, h, cg.bit_and<uint>());
  out[o + 24] = cg.reduce(c, h, cg.bit_or<uint>());
  out[o + 25] = cg.reduce(c, h, cg.less<uint>());
  out[o + 26] = cg.reduce(c, int(lane) - 16, cg.bit_xor<int>());
  out[o + 27] = __float_as_uint(cg.reduce(c, x, cg.plus<float>()));
  out[o + 28] = __float_as_uint(cg.reduce(c, y, cg.plus<float>()));
  out[o + 29] = __float_as_uint(cg.reduce(c, y, cg.greater<float>()));
  const bs: long = cg.reduce(c, big, cg.plus<long>());
  out[o + 30] = uint(bs);
  out[o + 31] = uint(bs >> 32);
  const bl: long = cg.reduce(c, big, cg.less<long>());
  out[o + 32] = uint(bl);
  out[o + 33] = uint(bl >> 32);
  out[o + 34] = cg.inclusive_scan(c, s, cg.greater<int>());
  out[o + 35] = cg.exclusive_scan(c, s, cg.plus<int>());
  out[o + 36] = __float_as_uint(cg.inclusive_scan(c, x, cg.plus<float>()));
  out[o + 37] = __float_as_uint(cg.exclusive_scan(c, x, cg.plus<float>()));
  out[o + 38] = __float_as_uint(cg.inclusive_scan(c, y, cg.less<float>()));
  out[o + 39] = cg.exclusive_scan(c, v);
  out[o + 40] = cg.exclusive_scan(c, h, cg.bit_xor<uint>());
  const be: long = cg.exclusive_scan(c, big, cg.plus<long>());
  out[o + 41] = uint(be);
  out[o + 42] = uint(be >> 32);
  const bg: long = cg.inclusive_scan(c, big, cg.greater<long>());
  out[o + 43] = uint(bg);
  out[o + 44] = uint(bg >> 32);
}

export function kernel(out: uint[], xb: uint[], yb: uint[], mode: int): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (mode == 0) {
    if (lane < 26) {
      if (lane % 3 != 0) {
        if ((lane & 4) == 0) {
          probe(cg.coalesced_threads(), out, g * 45, lane, xb, yb);
        }
      }
    }
  } else {
    const member: bool = mode == 1 ? lane >= 7 : mode == 2 ? lane == 0 || lane == 31 : mode == 3 ? lane == 13
      : mode == 4 ? lane != 0 : mode == 5 ? ((0x9b4c3a65 >> lane) & 1) != 0 : true;
    if (member) {
      probe(cg.coalesced_threads(), out, g * 45, lane, xb, yb);
    }
  }
}
