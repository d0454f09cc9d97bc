// why: a group whose row is empty returns early, so y of an empty row is never written (it should be 0)
const FULL: uint = 0xffffffff;
export function kernel(rowPtr: int[], colIdx: int[], vals: float[], x: float[], rows: int, logVec: int, y: float[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const vec = 1 << logVec;
  const row = gid / vec;
  const r = gid % vec;
  if (row >= rows) { return; }
  if (rowPtr[row] == rowPtr[row + 1]) { return; }
  let sum: float = 0.0;
  for (let j = rowPtr[row] + r; j < rowPtr[row + 1]; j += vec) { sum += vals[j] * x[colIdx[j]]; }
  for (let o = vec / 2; o >= 1; o /= 2) { sum += __shfl_down_sync(FULL, sum, o, vec); }
  if (r == 0) { y[row] = sum; }
}
