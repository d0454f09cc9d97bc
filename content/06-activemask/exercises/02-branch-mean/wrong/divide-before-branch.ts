// why: the mean is computed before the branch, by every lane: in a warp with no positive value the ballot is empty and the division is by `__popc(0)`, zero
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const positive = __ballot_sync(FULL, v > 0);
  const sum = __reduce_add_sync(FULL, v > 0 ? v : 0);
  const mean = sum / __popc(positive);
  if (v > 0) {
    out[gid] = mean;
  }
}
