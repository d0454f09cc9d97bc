// why: forgets that there may be more warps than rows: the warps past the last row read rows of A that hold no data and write their y
const FULL: uint = 0xffffffff;

export function kernel(A: float[], x: float[], n: int, rows: int, y: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
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
