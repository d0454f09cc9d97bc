// Reference: a 64-bit running sum from the start; five __shfl_down_sync steps on the ulong
// (each one 64-bit shuffle, which CUDA performs as two 32-bit ones); lane 0 stores.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    s += __shfl_down_sync(FULL, s, offset);
  }
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = s;
  }
}
