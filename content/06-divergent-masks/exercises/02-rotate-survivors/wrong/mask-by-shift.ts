// why: builds the mask of the k remaining lanes as (1 << k) - 1: for a full warp k is 32, and a shift by 32 is undefined behaviour
export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid >= n) {
    return;
  }
  const lane = int(threadIdx.x % 32);
  const first = gid - lane;
  const k = min(n - first, 32);
  const mask: uint = (uint(1) << k) - 1;
  out[gid] = __shfl_sync(mask, values[gid], (lane + 1) % k);
}
