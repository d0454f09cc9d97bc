// Reference: warp w takes row w; lane l multiplies columns l, l + 32, ... and the warp adds the
// 32 partial sums with the xor butterfly. Lane 0 stores the row's result.
const FULL: uint = 0xffffffff;

export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return; // the whole warp leaves together
  }
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
