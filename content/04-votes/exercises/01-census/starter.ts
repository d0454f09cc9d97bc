// Every lane writes, for its warp: how many lanes hold a value above `threshold`,
// whether all of them do (1 or 0), and whether any of them does (1 or 0).
const FULL: uint = 0xffffffff;

export function kernel(values: int[], threshold: int, count: int[], all: int[], any: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const above = values[gid] > threshold;
  // TODO: one vote for each output
  count[gid] = above ? 1 : 0;
  all[gid] = above ? 1 : 0;
  any[gid] = above ? 1 : 0;
}
