// why: the group's mask (1 << vec) - 1 shifts by 32 when vec is 32, which is undefined
export function kernel(rowPtr: int[], colIdx: int[], vals: float[], x: float[], rows: int, logVec: int, y: float[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const vec = 1 << logVec;
  const row = gid / vec;
  const r = gid % vec;
  const lane = int(threadIdx.x % 32);
  const mask: uint = ((uint(1) << uint(vec)) - 1) << uint(lane - r);
  if (row >= rows) { return; }
  let sum: float = 0.0;
  for (let j = rowPtr[row] + r; j < rowPtr[row + 1]; j += vec) { sum += vals[j] * x[colIdx[j]]; }
  for (let o = vec / 2; o >= 1; o /= 2) { sum += __shfl_down_sync(mask, sum, o, vec); }
  if (r == 0) { y[row] = sum; }
}
