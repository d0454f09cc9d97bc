// Butterfly (xor) all-reduce of lane*lane: every lane ends with the full sum.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  let v: uint = lane * lane;
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
