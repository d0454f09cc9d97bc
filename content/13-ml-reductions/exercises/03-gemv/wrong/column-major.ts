// why: reads A column by column (A[c * rows + row]), the layout of a column-major library such as cuBLAS, but this A is stored row by row
const FULL: uint = 0xffffffff;

export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  let sum: float = 0.0;
  for (let c = lane; c < n; c += 32) {
    sum += A[c * rows + row] * x[c];
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    sum += __shfl_xor_sync(FULL, sum, offset);
  }
  if (lane == 0) {
    y[row] = sum;
  }
}
