// A { float, int } struct through group shuffles: an argmax (ties to the lower index) by
// tile.shfl_xor over tiles of 32 and 8 with a device function that takes and returns the
// struct, tile.shfl, shfl_up and shfl_down of a tile of 16, and coalesced_group.shfl in the
// odd lanes (v = (lane*7) % 5, so values repeat). 12 words.
type Pair = { v: float; i: int };

function better(a: Pair, b: Pair): Pair {
  if (b.v > a.v || (b.v == a.v && b.i < a.i)) return b;
  return a;
}

export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 12;
  const block = cg.this_thread_block();
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const p: Pair = { v: float((lane * 7) % 5), i: int(lane) };
  let m: Pair = p;
  for (let k: uint = 16; k > 0; k >>= 1) m = better(m, t32.shfl_xor(m, k));
  out[o + 0] = __float_as_uint(m.v);
  out[o + 1] = m.i;
  let m8: Pair = p;
  for (let k: uint = 4; k > 0; k >>= 1) m8 = better(m8, t8.shfl_xor(m8, k));
  out[o + 2] = __float_as_uint(m8.v);
  out[o + 3] = m8.i;
  const a: Pair = t16.shfl(p, 3);
  out[o + 4] = __float_as_uint(a.v);
  out[o + 5] = a.i;
  const b: Pair = t16.shfl_up(p, 2);
  out[o + 6] = __float_as_uint(b.v);
  out[o + 7] = b.i;
  const c: Pair = t16.shfl_down(p, 5);
  out[o + 8] = __float_as_uint(c.v);
  out[o + 9] = c.i;
  if ((lane & 1) != 0) {
    const odd = cg.coalesced_threads();
    const d: Pair = odd.shfl(p, 1);
    out[o + 10] = __float_as_uint(d.v);
    out[o + 11] = d.i;
  }
}
