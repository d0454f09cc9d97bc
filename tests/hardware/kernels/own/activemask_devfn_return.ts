// A device function that returns early in some lanes: __activemask() on both paths.
function earlyMask(lane: uint): uint {
  if (lane < 10) return __activemask();
  const m: uint = __activemask();
  return m ^ 0x40000000;
}

export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  out[g * 2 + 0] = earlyMask(lane);
  out[g * 2 + 1] = __activemask();
}
