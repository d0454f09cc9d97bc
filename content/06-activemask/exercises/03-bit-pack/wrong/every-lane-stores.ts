// why: every lane stores the word it got from the vote, so 32 threads write the same element with nothing ordering them (a data race, even with equal values)
const FULL: uint = 0xffffffff;

export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i - lane < n; i += 32) {
    const active = __ballot_sync(FULL, i < n);
    if (i < n) {
      bits[i / 32] = __ballot_sync(active, data[i] > threshold);
    }
  }
}
