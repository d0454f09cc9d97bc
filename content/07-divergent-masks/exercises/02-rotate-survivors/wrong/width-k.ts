// why: passes the number of remaining lanes as `width` to wrap there: width must be a power of two, so this is undefined behaviour whenever k is not 1, 2, 4, 8, 16 or 32
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid >= n) {
    return;
  }
  const lane = int(threadIdx.x % 32);
  const k = __popc(__ballot_sync(FULL, true));
  out[gid] = __shfl_sync(FULL, values[gid], lane + 1, k);
}
