// Lane l writes the value of lane l - 1 of its warp; lane 0 writes `fill`.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  // TODO: get the value of the lane below with __shfl_up_sync, and handle lane 0
  out[gid] = v;
}
