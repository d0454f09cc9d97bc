// why: tests "all" as `__popc(ballot) == 32`, which is never true in a partial warp of 16 lanes, where all 16 lanes can be above
const FULL: uint = 0xffffffff;

export function kernel(values: int[], threshold: int, count: int[], all: int[], any: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const b = __ballot_sync(FULL, values[gid] > threshold);
  count[gid] = __popc(b);
  all[gid] = __popc(b) == 32 ? 1 : 0;
  any[gid] = b != 0 ? 1 : 0;
}
