// Lanes 16-31 return; lanes 0-15 reduce with width 32: at offset 8 lanes 8-15 read the
// exited lanes 16-23 (undefined). Only lane 0's sum (120) is built from defined reads.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  if (lane >= 16) return;
  let v: uint = lane;
  for (let o: int = 8; o > 0; o >>= 1) v += __shfl_down_sync(0x0000ffff, v, o);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v; // @ub-store
}
