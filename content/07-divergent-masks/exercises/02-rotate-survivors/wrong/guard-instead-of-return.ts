// why: wraps the work in `if (gid < n)` instead of returning first: the lanes past n skip the branch and exit at the end, so the full-mask ballot and shuffle name lanes that pass them by
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const lane = int(threadIdx.x % 32);
  if (gid < n) {
    const k = __popc(__ballot_sync(FULL, true));
    out[gid] = __shfl_sync(FULL, values[gid], (lane + 1) % k);
  }
}
