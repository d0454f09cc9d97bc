// Lanes 28-31 return; the others use the full mask (exited lanes drop out of it).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane >= 28) return;
  out[g * 7 + 0] = __ballot_sync(FULL, 1);
  out[g * 7 + 1] = __all_sync(FULL, 1);
  out[g * 7 + 2] = __any_sync(FULL, lane == 30);
  out[g * 7 + 3] = __activemask();
  out[g * 7 + 4] = __shfl_sync(FULL, lane * 7, 27);
  out[g * 7 + 5] = __match_any_sync(FULL, lane / 8);
  out[g * 7 + 6] = __reduce_add_sync(FULL, uint(1));
}
