// why: lane 0 sets y[row] to 0 and every lane then adds its partial sum with an atomic, but nothing orders the store before the other lanes' atomics (a race), and the statement asks for shuffles
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
  sum += __shfl_xor_sync(FULL, sum, 16);
  if (lane == 0) {
    y[row] = 0.0;
  }
  if (lane < 16) {
    atomicAdd(y, row, sum);
  }
}
