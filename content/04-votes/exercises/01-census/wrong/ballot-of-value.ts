// why: votes on the value itself instead of the comparison: every non-zero value counts, negative ones too
const FULL: uint = 0xffffffff;

export function kernel(values: int[], threshold: int, count: int[], all: int[], any: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid] - threshold;
  count[gid] = __popc(__ballot_sync(FULL, v));
  all[gid] = __all_sync(FULL, v) != 0 ? 1 : 0;
  any[gid] = __any_sync(FULL, v) != 0 ? 1 : 0;
}
