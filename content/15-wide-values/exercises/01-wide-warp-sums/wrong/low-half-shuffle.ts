// why: the sum is a ulong but only its low 32 bits are shuffled, so every carry into the high half is lost.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let o: uint = 16; o > 0; o = o / 2) {
    s += ulong(__shfl_down_sync(FULL, uint(s), o));
  }
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = s;
  }
}
