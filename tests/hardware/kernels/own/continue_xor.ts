// __shfl_xor_sync with __activemask() as the mask, after some lanes `continue`.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let v: uint = lane;
  for (let i: uint = 0; i < 3; i++) {
    if ((lane >> 3) == i) continue;
    v += __shfl_xor_sync(__activemask(), v, 1);
  }
  out[g] = v;
}
