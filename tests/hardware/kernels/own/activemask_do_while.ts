// do-while with a lane-dependent trip count: __activemask() per iteration.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const k: uint = lane & 3;
  let i: uint = 0;
  do {
    out[g * 5 + i] = __activemask();
    i++;
  } while (i <= k);
  out[g * 5 + 4] = __activemask();
}
