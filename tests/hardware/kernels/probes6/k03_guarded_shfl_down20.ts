// Valid partial-lane reduction: the same tree, but a lane adds the shuffled value only when its
// source lane is < n (the guarded-shuffle idiom: the undefined read is thrown away).
const FULL: uint = 0xffffffff;
export function kernel(inp: int[], n: int, out: int[]): void {
  const lane = int(threadIdx.x);
  const mask = __ballot_sync(FULL, lane < n);
  if (lane < n) {
    let v = inp[lane];
    for (let off = 16; off > 0; off /= 2) {
      const o = __shfl_down_sync(mask, v, off);
      if (lane + off < n) {
        v += o;
      }
    }
    out[lane] = v;
  }
}
