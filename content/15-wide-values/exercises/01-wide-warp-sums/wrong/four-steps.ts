// why: the loop stops before offset 1 (o > 1), so lane 0 holds the sum of only 16 of the 32 lanes.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let o: uint = 16; o > 1; o = o / 2) {
    s += __shfl_down_sync(FULL, s, o);
  }
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = s;
  }
}
