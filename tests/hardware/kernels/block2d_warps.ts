// 8x8 block: t = linear thread id (x fastest); __shfl_sync(FULL, t, 0), lane = t & 31
// (the reading's third slot is the hardware %laneid, which must equal it).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const t: uint = threadIdx.x + threadIdx.y * blockDim.x;
  const g: uint = blockIdx.x * blockDim.x * blockDim.y + t;
  out[g * 3 + 0] = __shfl_sync(FULL, t, 0);
  out[g * 3 + 1] = t & 31;
  out[g * 3 + 2] = t & 31;
}
