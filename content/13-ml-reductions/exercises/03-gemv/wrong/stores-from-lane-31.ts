// why: reduces with __shfl_down_sync and lets lane 31 store, but the down tree leaves the row's sum in lane 0; lane 31 only ever adds its own value to itself
const FULL: uint = 0xffffffff;

export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  let sum: float = 0.0;
  for (let c = lane; c < n; c += 32) {
    sum += A[row * n + c] * x[c];
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    sum += __shfl_down_sync(FULL, sum, offset);
  }
  if (lane == 31) {
    y[row] = sum;
  }
}
