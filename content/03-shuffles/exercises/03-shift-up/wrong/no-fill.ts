// why: forgets lane 0, which keeps its own value because its source is outside the warp
const FULL: uint = 0xffffffff;

export function kernel(values: int[], fill: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = __shfl_up_sync(FULL, values[gid], 1);
}
