// why: reads lane (l - k) % 32 instead of (l + k) % 32, rotating the other way (right only when k is 0 or 16).
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const src = (lane + 32 - k) % 32;
  const lo = __shfl_sync(FULL, uint(v & long(0xffffffff)), src);
  const hi = __shfl_sync(FULL, uint(v >> 32), src);
  out[gid] = long((ulong(hi) << 32) | ulong(lo));
}
