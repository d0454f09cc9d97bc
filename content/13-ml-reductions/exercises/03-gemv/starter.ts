// Warp w = gid / 32 writes y[w] = the dot product of row w of A (A[w*n .. w*n + n-1]) with x.
const FULL: uint = 0xffffffff;

export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  let sum: float = 0.0;
  // TODO: add A[row * n + c] * x[c] over this lane's columns, then over the warp
  if (lane == 0) {
    y[row] = sum;
  }
}
