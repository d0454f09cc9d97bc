// why: takes the lanes of the branch from __activemask(): if the branch runs in pieces, each piece averages only its own lanes
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  if (v > 0) {
    const here = __activemask();
    out[gid] = __reduce_add_sync(here, v) / __popc(here);
  }
}
