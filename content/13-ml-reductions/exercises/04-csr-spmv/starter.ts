// Group g = gid / vec (vec = 1 << logVec consecutive lanes) writes y[g], row g of the CSR matrix
// times x, when g < rows.
const FULL: uint = 0xffffffff;

export function kernel(rowPtr: int[], colIdx: int[], vals: float[], x: float[], rows: int, logVec: int, y: float[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const vec = 1 << logVec;
  const row = gid / vec;
  const r = gid % vec; // lane within the group
  if (row >= rows) {
    return;
  }
  let sum: float = 0.0;
  // TODO: this lane's share of the row: nonzeros rowPtr[row] + r, + r + vec, ... below rowPtr[row + 1]
  // TODO: add the group's partial sums (shuffles with width vec)
  if (r == 0) {
    y[row] = sum;
  }
}
