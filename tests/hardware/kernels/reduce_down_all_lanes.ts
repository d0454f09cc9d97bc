// warpReduceSum of v = lane with __shfl_down_sync offsets 16, 8, 4, 2, 1; every lane's
// final value (upper lanes add their own value where the source is out of range).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  let v: uint = lane;
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL, v, o);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
