// why: shuffles the low half from (lane + k) % 32 but the high half with __shfl_down_sync by k, which does not wrap: lanes 32 - k and up keep their own high half, joined to another lane's low half
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const src = (lane + k) % 32;
  const lo = __shfl_sync(FULL, uint(v & long(0xffffffff)), src);
  const hi = __shfl_down_sync(FULL, uint(v >> 32), k);
  out[gid] = long((ulong(hi) << 32) | ulong(lo));
}
