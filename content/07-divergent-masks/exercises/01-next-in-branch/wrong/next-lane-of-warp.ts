// why: reads lane + 1, the next lane of the warp rather than of the branch: when that lane skipped the branch it is outside the mask, and the value is undefined
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  const taken = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    out[gid] = __shfl_sync(taken, v, lane + 1);
  }
}
