// why: keeps a ulong sum but shuffles uint(s), its low 32 bits: once a partial sum passes 2^32, the partner's carry into the high half is lost
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    s += ulong(__shfl_down_sync(FULL, uint(s), offset));
  }
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = s;
  }
}
