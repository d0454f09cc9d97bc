// why: the running sum stays a 32-bit uint, so totals past 4294967295 wrap; widening only at the store is too late.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: uint = values[gid];
  for (let o: uint = 16; o > 0; o = o / 2) {
    s += __shfl_down_sync(FULL, s, o);
  }
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = ulong(s);
  }
}
