// why: puts the whole row inside if (row < rows), so in a warp whose last groups have no row their lanes pass the full-mask shuffles by and exit, which is undefined
const FULL: uint = 0xffffffff;

export function kernel(rowPtr: int[], colIdx: int[], vals: float[], x: float[], rows: int, logVec: int, y: float[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const vec = 1 << logVec;
  const row = gid / vec;
  const r = gid % vec;
  if (row < rows) {
  let sum: float = 0.0;
  for (let j = rowPtr[row] + r; j < rowPtr[row + 1]; j += vec) {
    sum += vals[j] * x[colIdx[j]];
  }
    for (let offset = vec / 2; offset > 0; offset /= 2) {
      sum += __shfl_down_sync(FULL, sum, offset, vec);
    }
    if (r == 0) {
      y[row] = sum;
    }
  }
}
