// why: the lanes step through the row's nonzeros 32 apart (the warp kernel's stride) instead of vec apart
const FULL: uint = 0xffffffff;
export function kernel(rowPtr: int[], colIdx: int[], vals: float[], x: float[], rows: int, logVec: int, y: float[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const vec = 1 << logVec;
  const row = gid / vec;
  const r = gid % vec;
  if (row >= rows) { return; }
  let sum: float = 0.0;
  for (let j = rowPtr[row] + r; j < rowPtr[row + 1]; j += 32) { sum += vals[j] * x[colIdx[j]]; }
  for (let o = vec / 2; o >= 1; o /= 2) { sum += __shfl_down_sync(FULL, sum, o, vec); }
  if (r == 0) { y[row] = sum; }
}
