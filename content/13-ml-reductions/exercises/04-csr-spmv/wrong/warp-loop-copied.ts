// why: copies the 32-lane warp reduction (offsets 16, 8, 4, 2, 1) into a kernel with groups of vec lanes: for vec < 32 the larger offsets read the partial sums of the next groups' rows
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
    sum += __shfl_down_sync(FULL, sum, offset);
  }
  if (r == 0) {
    y[row] = sum;
  }
}
