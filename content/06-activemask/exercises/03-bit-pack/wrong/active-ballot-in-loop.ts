// why: keeps the per-lane loop `i < n` and replaces __activemask() by `__ballot_sync(0xffffffff, i < n)` inside it: in the last round the lanes past n have already left the loop and exit, so that full-mask vote names lanes that pass it by
const FULL: uint = 0xffffffff;

export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i < n; i += 32) {
    const active = __ballot_sync(FULL, i < n);
    const word = __ballot_sync(active, data[i] > threshold);
    if (lane == 0) {
      bits[i / 32] = word;
    }
  }
}
