// why: keeps the halves as int: long(lo) sign-extends the low half, so when its bit 31 is set the OR fills the high 32 bits with ones
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const src = (lane + k) % 32;
  const lo = __shfl_sync(FULL, int(v & long(0xffffffff)), src);
  const hi = __shfl_sync(FULL, int(v >> 32), src);
  out[gid] = (long(hi) << 32) | long(lo);
}
