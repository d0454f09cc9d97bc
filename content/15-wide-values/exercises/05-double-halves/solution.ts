// Reference: split each long into its two 32-bit halves, shuffle both from the same source
// lane, (lane + k) % 32, and join them again: high half widened before the shift.
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  const src = (lane + k) % 32;
  const lo = __shfl_sync(FULL, uint(v & long(0xffffffff)), src);
  const hi = __shfl_sync(FULL, uint(v >> 32), src);
  out[gid] = long((ulong(hi) << 32) | ulong(lo));
}
