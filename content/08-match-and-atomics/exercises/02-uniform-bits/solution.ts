// Reference: __match_all_sync compares bit patterns; `pred` says whether they all agree. The
// mask names exactly the lanes that exist in this warp (a partial warp has fewer than 32).
export function kernel(x: float[], uniform: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const t = int(threadIdx.x);
  const k = min(32, int(blockDim.x) - 32 * (t / 32));
  const mask: uint = k == 32 ? 0xffffffff : (uint(1) << k) - 1;
  const pred: int[] = [0];
  __match_all_sync(mask, x[gid], pred);
  uniform[gid] = pred[0];
}
