// The guarded reduction idiom: lanes 0-19 (mask from a ballot) sum with shfl_down and add
// only sources inside the range (reads of lanes 20-31 are discarded).
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const m: uint = __ballot_sync(0xffffffff, lane < 20);
  if (lane < 20) {
    let v: uint = lane * lane + 1;
    for (let o: uint = 16; o > 0; o >>= 1) {
      const t: uint = __shfl_down_sync(m, v, o);
      if (lane + o < 20) v += t;
    }
    out[g * 2 + 0] = v;
  }
  out[g * 2 + 1] = m;
}
