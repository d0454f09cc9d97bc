// why: sums in a uint and widens only the result: every addition already wrapped modulo 2^32, and ulong(s) cannot bring the lost carries back
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: uint = values[gid];
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    s += __shfl_down_sync(FULL, s, offset);
  }
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = ulong(s);
  }
}
