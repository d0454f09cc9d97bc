// why: the column loop runs to c <= n, one column past the row (the next row's first element, x[n])
const FULL: uint = 0xffffffff;
export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) { return; }
  let sum: float = 0.0;
  for (let c = lane; c <= n; c += 32) { sum += A[row * n + c] * x[c]; }
  for (let o = 16; o >= 1; o /= 2) { sum += __shfl_down_sync(FULL, sum, o); }
  if (lane == 0) { y[row] = sum; }
}
