// Warp w = gid / 32 writes the softmax of row w (x[w*n .. w*n + n-1]) to out, when w < rows.
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;

export function kernel(x: float[], n: int, rows: int, out: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  const base = row * n;
  // TODO: m = the row's largest score, in every lane (lanes start from NEG_INF)
  // TODO: s = the sum of expf(x - m) over the row, in every lane
  for (let c = lane; c < n; c += 32) {
    out[base + c] = expf(x[base + c]); // TODO: expf(x - m) / s
  }
}
