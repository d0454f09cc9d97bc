// __match_all_sync(FULL, 42) and __match_all_sync(FULL, lane/16): mask and pred of each.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const p1: int[] = [0];
  const p2: int[] = [0];
  out[g * 4 + 0] = __match_all_sync(FULL, 42, p1);
  out[g * 4 + 1] = p1[0];
  out[g * 4 + 2] = __match_all_sync(FULL, l / 16, p2);
  out[g * 4 + 3] = p2[0];
}
