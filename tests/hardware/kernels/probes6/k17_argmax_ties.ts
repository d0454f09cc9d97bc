// Warp argmax with __shfl_xor_sync and no tie-break on the index: with ties, lanes of one warp
// end with different indices (valid, deterministic: the butterfly's order is fixed).
const FULL: uint = 0xffffffff;
export function kernel(inp: float[], idx: int[], val: float[]): void {
  const lane = int(threadIdx.x);
  let v = inp[lane];
  let i = lane;
  for (let m = 16; m > 0; m /= 2) {
    const ov = __shfl_xor_sync(FULL, v, m);
    const oi = __shfl_xor_sync(FULL, i, m);
    if (ov > v) {
      v = ov;
      i = oi;
    }
  }
  idx[lane] = i;
  val[lane] = v;
}
