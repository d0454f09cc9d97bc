// why: counts the positive lanes right, but sums every lane's value, negatives included, with the full mask
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const positive = __ballot_sync(FULL, v > 0);
  const sum = __reduce_add_sync(FULL, v);
  if (v > 0) {
    out[gid] = sum / __popc(positive);
  }
}
