// why: keeps only scores above -INFINITY when summing: a NaN score is not above -INFINITY either, so it is dropped and its row comes out as numbers instead of NaN
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
    const v = x[base + c];
    if (v > NEG_INF) {
      s += expf(v - m);
    }
  }
  for (let offset = 16; offset > 0; offset /= 2) {
    s += __shfl_xor_sync(FULL, s, offset);
  }
  for (let c = lane; c < n; c += 32) {
    const v = x[base + c];
    out[base + c] = v > NEG_INF ? expf(v - m) / s : 0.0;
  }
}
