// Lane 0 of each warp writes the 64-bit total of the warp's 32 values.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], sums: ulong[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: uint = values[gid]; // TODO: a total can need 64 bits
  // TODO: five shuffle steps
  if (threadIdx.x % 32 == 0) {
    sums[gid / 32] = ulong(s);
  }
}
