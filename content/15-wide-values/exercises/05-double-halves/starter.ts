// Rotate each warp's 64-bit values by k lanes with two 32-bit shuffles.
const FULL: uint = 0xffffffff;

export function kernel(values: long[], k: uint, out: long[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  // TODO: lo = the low 32 bits of v, hi = the high 32 bits, each a uint
  // TODO: shuffle both from lane (lane + k) % 32, then join them into a long
  out[gid] = long(0);
}
