// __match_any_sync(FULL, lane % 5): the lanes holding the same residue.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  out[blockIdx.x * blockDim.x + threadIdx.x] = __match_any_sync(FULL, l % 5);
}
