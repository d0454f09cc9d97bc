// Each round, the lanes with a job left learn how many lanes work in that round.
export function kernel(counts: int[], work: int[], total: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const c = counts[gid];
  let acc = 0;
  // TODO: rounds r = 0, 1, ...; in each, lanes with r < c add the number of such lanes
  work[gid] = acc;
  // TODO: every lane writes the sum of work over its warp
  total[gid] = acc;
}
