// A block of 20 threads; full-mask __shfl_down_sync sum of lane+1, offsets 16..1. Lanes
// 20-31 do not exist, so every lane ends up having read a missing lane (undefined).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  let v: uint = l + 1;
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL, v, o);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v; // @ub-store
}
