// Reference: the Programming Guide's valid loop (§20.6.2): a warp-uniform loop condition,
// the participating lanes found by a full-mask ballot, then the vote with exactly that mask.
const FULL: uint = 0xffffffff;

export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i - lane < n; i += 32) {
    const active = __ballot_sync(FULL, i < n);
    if (i < n) {
      const word = __ballot_sync(active, data[i] > threshold);
      if (lane == 0) {
        bits[i / 32] = word;
      }
    }
  }
}
