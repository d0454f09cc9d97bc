// Reference: the xor butterfly; every lane ends with the same bits.
const FULL: uint = 0xffffffff;

export function kernel(values: float[], out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    v += __shfl_xor_sync(FULL, v, offset);
  }
  out[gid] = v;
}
