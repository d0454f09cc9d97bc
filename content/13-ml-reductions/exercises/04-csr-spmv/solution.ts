// Reference: the CSR vector kernel with groups of vec = 1 << logVec lanes. Group g = gid / vec
// takes row g; its lanes take the row's nonzeros vec apart, and the shuffles' width keeps each
// group's additions inside the group. The group's first lane stores.
const FULL: uint = 0xffffffff;

export function kernel(rowPtr: int[], colIdx: int[], vals: float[], x: float[], rows: int, logVec: int, y: float[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const vec = 1 << logVec;
  const row = gid / vec;
  const r = gid % vec; // lane within the group
  if (row >= rows) {
    return; // the whole group leaves; the other groups' shuffles never read its lanes
  }
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
