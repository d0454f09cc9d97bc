// A three-field Welford struct (count, mean, M2) combined across a tile of 32 by shfl_down
// (the top lanes combine with their own copy) and across a tile of 16 by shfl_xor (every
// lane ends with the same triple); x = full-mantissa values (xb). 6 words.
type Welford = { n: float; mean: float; m2: float };

function combine(a: Welford, b: Welford): Welford {
  const n: float = a.n + b.n;
  const d: float = b.mean - a.mean;
  const w: float = b.n / n;
  const r: Welford = { n: n, mean: a.mean + d * w, m2: a.m2 + b.m2 + d * d * a.n * w };
  return r;
}

export function kernel(out: uint[], xb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 6;
  const x: float = __uint_as_float(xb[lane]);
  const block = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  let w: Welford = { n: 1.0, mean: x, m2: 0.0 };
  for (let k: uint = 16; k > 0; k >>= 1) w = combine(w, t32.shfl_down(w, k));
  out[o + 0] = __float_as_uint(w.n);
  out[o + 1] = __float_as_uint(w.mean);
  out[o + 2] = __float_as_uint(w.m2);
  let b: Welford = { n: 0.0, mean: 0.0, m2: 0.0 };
  b.n = 1.0;
  b.mean = x;
  for (let k: uint = 8; k > 0; k >>= 1) b = combine(b, t16.shfl_xor(b, k));
  out[o + 3] = __float_as_uint(b.n);
  out[o + 4] = __float_as_uint(b.mean);
  out[o + 5] = __float_as_uint(b.m2);
}
