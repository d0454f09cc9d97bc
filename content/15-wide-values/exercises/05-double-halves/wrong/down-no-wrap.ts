// why: the low half moves with __shfl_down_sync, which does not wrap: lanes 32 - k .. 31 keep their own low half.
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const lo = __shfl_down_sync(FULL, uint(v & long(0xffffffff)), k);
  const hi = __shfl_sync(FULL, uint(v >> 32), (lane + k) % 32);
  out[gid] = long((ulong(hi) << 32) | ulong(lo));
}
