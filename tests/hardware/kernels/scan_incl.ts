// Inclusive __shfl_up_sync scan of lane+1 (Hillis-Steele, offsets 1..16).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  let v: uint = lane + 1;
  for (let o: uint = 1; o < 32; o <<= 1) {
    const t: uint = __shfl_up_sync(FULL, v, o);
    if (lane >= o) v += t;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
