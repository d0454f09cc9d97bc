// why: passes r as srcLane, which is an absolute lane of the group, so every lane gets lane r's value
const FULL: uint = 0xffffffff;

export function kernel(values: int[], r: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = __shfl_sync(FULL, values[gid], r, 8);
}
