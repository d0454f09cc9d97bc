// Reference: three votes over the whole warp; lanes missing from a partial warp count as exited.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], threshold: int, count: int[], all: int[], any: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const above = values[gid] > threshold;
  count[gid] = __popc(__ballot_sync(FULL, above));
  all[gid] = __all_sync(FULL, above) != 0 ? 1 : 0;
  any[gid] = __any_sync(FULL, above) != 0 ? 1 : 0;
}
