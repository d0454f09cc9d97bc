// Reference: a full-mask ballot before the branch names the positive lanes; inside the branch
// they sum with exactly that mask and divide by its population.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const positive = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    out[gid] = __reduce_add_sync(positive, v) / __popc(positive);
  }
}
