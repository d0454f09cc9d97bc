// Reference: __match_all_sync compares bit patterns; `pred` says whether they all agree.
const FULL: uint = 0xffffffff;

export function kernel(x: float[], uniform: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const pred: int[] = [0];
  __match_all_sync(FULL, x[gid], pred);
  uniform[gid] = pred[0];
}
