// why: counts the remaining lanes with __popc(__activemask()): that counts the lanes running together at that instant, which may be fewer
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid >= n) {
    return;
  }
  const lane = int(threadIdx.x % 32);
  const k = __popc(__activemask());
  out[gid] = __shfl_sync(FULL, values[gid], (lane + 1) % k);
}
