// why: a warp-uniform loop with a full-mask vote, but the predicate forgets `i < n`: the last word gets bits for elements past n
const FULL: uint = 0xffffffff;

export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i - lane < n; i += 32) {
    const word = __ballot_sync(FULL, data[i] > threshold);
    if (lane == 0) {
      bits[i / 32] = word;
    }
  }
}
