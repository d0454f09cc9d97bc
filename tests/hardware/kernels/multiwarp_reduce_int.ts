// Per-warp __shfl_down_sync sum of the global thread id; lane 0 writes the sum, the
// other lanes -1. Two blocks of three warps.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const lane: uint = threadIdx.x & 31;
  let v: int = int(g);
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL, v, o);
  if (lane == 0) {
    out[g] = v;
  } else {
    out[g] = uint(-1);
  }
}
