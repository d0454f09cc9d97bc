// why: the low half is kept as an int, so widening it sign-extends bit 31 into the high 32 bits.
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const src = (lane + k) % 32;
  const lo: int = __shfl_sync(FULL, int(v & long(0xffffffff)), src);
  const hi: uint = __shfl_sync(FULL, uint(v >> 32), src);
  out[gid] = long(ulong(hi) << 32) | long(lo);
}
