// why: joins the halves in the wrong order, the low half shifted into the high 32 bits: every value comes back with its halves swapped
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const src = (lane + k) % 32;
  const lo = __shfl_sync(FULL, uint(v & long(0xffffffff)), src);
  const hi = __shfl_sync(FULL, uint(v >> 32), src);
  out[gid] = long((ulong(lo) << 32) | ulong(hi));
}
