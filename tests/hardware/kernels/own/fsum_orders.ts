// The same 32 floats summed in six orders (fsum_orders_pow24, fsum_orders_mixed):
// __shfl_down_sync 16..1, __shfl_down_sync 1..16, xor 16..1, xor 1..16, a sequential sum
// of __shfl_sync(x, 0..31), and an inclusive __shfl_up_sync scan. x = bits inp[lane].
const FULL: uint = 0xffffffff;
export function kernel(out: uint[], inp: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const x: float = __uint_as_float(inp[lane]);
  let v: float = x;
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL, v, o);
  out[g * 6 + 0] = __float_as_uint(v);
  v = x;
  for (let o: int = 1; o < 32; o <<= 1) v += __shfl_down_sync(FULL, v, o);
  out[g * 6 + 1] = __float_as_uint(v);
  v = x;
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  out[g * 6 + 2] = __float_as_uint(v);
  v = x;
  for (let o: int = 1; o < 32; o <<= 1) v += __shfl_xor_sync(FULL, v, o);
  out[g * 6 + 3] = __float_as_uint(v);
  let s: float = 0.0;
  for (let i: int = 0; i < 32; i++) s += __shfl_sync(FULL, x, i);
  out[g * 6 + 4] = __float_as_uint(s);
  v = x;
  for (let o: int = 1; o < 32; o <<= 1) {
    const t: float = __shfl_up_sync(FULL, v, o);
    if (lane >= uint(o)) v += t;
  }
  out[g * 6 + 5] = __float_as_uint(v);
}
