// Reference: a full-mask ballot after the return counts the lanes still present; the rotation wraps at that count.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid >= n) {
    return;
  }
  const lane = int(threadIdx.x % 32);
  const k = __popc(__ballot_sync(FULL, true));
  out[gid] = __shfl_sync(FULL, values[gid], (lane + 1) % k);
}
