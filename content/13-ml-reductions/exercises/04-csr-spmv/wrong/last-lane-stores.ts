// why: reduces with __shfl_down_sync but lets the group's last lane store: the down tree leaves the group's sum in its first lane
const FULL: uint = 0xffffffff;

export function kernel(rowPtr: int[], colIdx: int[], vals: float[], x: float[], rows: int, logVec: int, y: float[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const vec = 1 << logVec;
  const row = gid / vec;
  const r = gid % vec;
  if (row >= rows) {
    return;
  }
  let sum: float = 0.0;
  for (let j = rowPtr[row] + r; j < rowPtr[row + 1]; j += vec) {
    sum += vals[j] * x[colIdx[j]];
  }
  for (let offset = vec / 2; offset > 0; offset /= 2) {
    sum += __shfl_down_sync(FULL, sum, offset, vec);
  }
  if (r == vec - 1) {
    y[row] = sum;
  }
}
