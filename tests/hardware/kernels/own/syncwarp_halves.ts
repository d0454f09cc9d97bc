// Disjoint __syncwarp masks in the two arms; each half exchanges through shared memory.
export function kernel(out: uint[]): void {
  const s = __shared__<int>(32);
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane < 16) {
    s[lane] = int(lane) * 2 + 1;
    __syncwarp(0x0000ffff);
    out[g * 3 + 0] = s[lane ^ 1];
    out[g * 3 + 1] = s[15 - lane];
    out[g * 3 + 2] = __activemask();
  } else {
    s[lane] = int(lane) * 3;
    __syncwarp(0xffff0000);
    out[g * 3 + 0] = s[lane ^ 1];
    out[g * 3 + 1] = s[47 - lane];
    out[g * 3 + 2] = __activemask() ^ 0x80000000;
  }
}
