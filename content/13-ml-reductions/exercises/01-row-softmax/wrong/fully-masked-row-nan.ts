// why: subtracts m even when it is -INFINITY: in a fully masked row x - m is -INFINITY - -INFINITY, which is NaN, so the row comes out NaN instead of 0
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;

export function kernel(x: float[], n: int, rows: int, out: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  const base = row * n;
  let m = NEG_INF;
  for (let c = lane; c < n; c += 32) {
    m = fmaxf(m, x[base + c]);
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    m = fmaxf(m, __shfl_xor_sync(FULL, m, offset));
  }
  let s: float = 0.0;
  for (let c = lane; c < n; c += 32) {
    s += expf(x[base + c] - m);
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    s += __shfl_xor_sync(FULL, s, offset);
  }
  for (let c = lane; c < n; c += 32) {
    out[base + c] = expf(x[base + c] - m) / s;
  }
}
