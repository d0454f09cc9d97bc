// __reduce_*_sync over __activemask() in both arms of a divergent branch (disjoint masks).
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane % 4 == 0) {
    const m: uint = __activemask();
    out[g * 4 + 0] = m;
    out[g * 4 + 1] = __reduce_add_sync(m, lane);
    out[g * 4 + 2] = __reduce_max_sync(m, int(lane) - 16);
    out[g * 4 + 3] = __reduce_min_sync(m, lane);
  } else {
    const m: uint = __activemask();
    out[g * 4 + 0] = m ^ 0x80000000;
    out[g * 4 + 1] = __reduce_add_sync(m, uint(1));
    out[g * 4 + 2] = __reduce_or_sync(m, lane);
    out[g * 4 + 3] = __reduce_xor_sync(m, lane);
  }
}
