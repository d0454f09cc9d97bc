// Lanes 16-31 return; lanes 0-15 reduce v = lane with __shfl_down_sync(0xffff, v, o, 16).
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  if (lane >= 16) return;
  let v: uint = lane;
  for (let o: int = 8; o > 0; o >>= 1) v += __shfl_down_sync(0x0000ffff, v, o, 16);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
