// why: lane 31 writes the total, but __shfl_down_sync gathers the sum in lane 0; lane 31 only ever adds its own value to itself
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    s += __shfl_down_sync(FULL, s, offset);
  }
  if (threadIdx.x % 32 == 31) {
    sums[gid / 32] = s;
  }
}
