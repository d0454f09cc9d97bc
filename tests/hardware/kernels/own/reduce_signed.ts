// v = lane - 20 through the int and unsigned overloads of __reduce_*_sync.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const v: int = int(lane) - 20;
  const u: uint = uint(v);
  out[g * 11 + 0] = __reduce_add_sync(FULL, v);
  out[g * 11 + 1] = __reduce_min_sync(FULL, v);
  out[g * 11 + 2] = __reduce_max_sync(FULL, v);
  out[g * 11 + 3] = __reduce_add_sync(FULL, u);
  out[g * 11 + 4] = __reduce_min_sync(FULL, u);
  out[g * 11 + 5] = __reduce_max_sync(FULL, u);
  out[g * 11 + 6] = __reduce_and_sync(FULL, u);
  out[g * 11 + 7] = __reduce_or_sync(FULL, u);
  out[g * 11 + 8] = __reduce_xor_sync(FULL, u);
  out[g * 11 + 9] = __reduce_add_sync(FULL, int(0x80000000 + lane));
  out[g * 11 + 10] = __reduce_max_sync(FULL, (lane & 1) != 0 ? int(0x80000000) : -int(lane));
}
