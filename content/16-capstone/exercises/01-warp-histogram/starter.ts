// hist[b] += number of elements of values[0 .. n-1] equal to b; one atomicAdd per group of equal bins.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, hist: int[]) {
  const lane = int(threadIdx.x % 32);
  const stride = int(gridDim.x * blockDim.x);
  const warpStart = int(blockIdx.x * blockDim.x + threadIdx.x) - lane;
  for (let base = warpStart; base < n; base += stride) {
    const i = base + lane;
    // TODO: the lanes with i < n group by bin with __match_any_sync; the lowest lane of
    // each group adds the group's size.
  }
}
