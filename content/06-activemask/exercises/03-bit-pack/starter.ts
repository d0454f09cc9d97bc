// Bit b of bits[w] is 1 when data[32 * w + b] > threshold, for the first n elements.
export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i < n; i += 32) {
    // TODO: one vote per round packs the 32 predicates; lane 0 stores the word
    if (lane == 0) {
      bits[i / 32] = 0;
    }
  }
}
