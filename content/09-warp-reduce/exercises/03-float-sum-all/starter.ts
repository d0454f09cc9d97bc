// Every lane writes the sum of its warp's values.
const FULL: uint = 0xffffffff;

export function kernel(values: float[], out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v = values[gid];
  // TODO: add up v across the warp so that every lane holds the total
  out[gid] = v;
}
