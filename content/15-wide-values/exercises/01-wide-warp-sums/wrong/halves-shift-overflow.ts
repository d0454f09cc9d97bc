// why: shuffles the two halves but puts them back with ulong(hi << 32): the shift is on the 32-bit hi, and a shift by 32 of a 32-bit value is undefined in C++ (Warp TS stops the lane); widen first, ulong(hi) << 32
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    const lo = __shfl_down_sync(FULL, uint(s & ulong(0xffffffff)), offset);
    const hi = __shfl_down_sync(FULL, uint(s >> 32), offset);
    s += ulong(hi << 32) | ulong(lo);
  }
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = s;
  }
}
