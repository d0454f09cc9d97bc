// why: a full-mask vote inside `for (i = lane; i < n; i += 32)`: in the last round the lanes with i >= n have left the loop and go on to exit, so the mask names lanes that pass the vote by
const FULL: uint = 0xffffffff;

export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i < n; i += 32) {
    const word = __ballot_sync(FULL, data[i] > threshold);
    if (lane == 0) {
      bits[i / 32] = word;
    }
  }
}
