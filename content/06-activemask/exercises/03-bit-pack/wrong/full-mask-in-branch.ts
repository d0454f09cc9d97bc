// why: a warp-uniform loop, but the vote inside `if (i < n)` keeps the full mask: in the last round the lanes past n skip the branch and then exit, so the mask names lanes that pass the vote by
const FULL: uint = 0xffffffff;

export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i - lane < n; i += 32) {
    if (i < n) {
      const word = __ballot_sync(FULL, data[i] > threshold);
      if (lane == 0) {
        bits[i / 32] = word;
      }
    }
  }
}
