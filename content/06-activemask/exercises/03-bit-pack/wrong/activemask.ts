// why: the Programming Guide's invalid loop: __activemask() as the vote's mask assumes the warp diverges only at the loop condition
export function kernel(data: int[], n: int, threshold: int, bits: uint[]) {
  const lane = int(threadIdx.x % 32);
  for (let i = lane; i < n; i += 32) {
    const active = __activemask();
    const word = __ballot_sync(active, data[i] > threshold);
    if (lane == 0) {
      bits[i / 32] = word;
    }
  }
}
