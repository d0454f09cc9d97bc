// why: starts the butterfly at offset 8, so each lane sums only its own half-warp
const FULL: uint = 0xffffffff;

export function kernel(values: float[], out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v = values[gid];
  for (let offset = 8; offset > 0; offset /= 2) {
    v += __shfl_xor_sync(FULL, v, offset);
  }
  out[gid] = v;
}
