// why: wraps at 32 as if every lane were still there: the last remaining lane reads the exited lane after it, an undefined value
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid >= n) {
    return;
  }
  const lane = int(threadIdx.x % 32);
  out[gid] = __shfl_sync(FULL, values[gid], (lane + 1) % 32);
}
