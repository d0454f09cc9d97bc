// Inclusive __shfl_up_sync scan of lane*lane+1 within 8-lane segments (width 8).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  let v: uint = lane * lane + 1;
  for (let o: uint = 1; o < 8; o <<= 1) {
    const t: uint = __shfl_up_sync(FULL, v, o, 8);
    if ((lane & 7) >= o) v += t;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
