// why: each lane's maximum looks only at its first column (c = lane), not at lane + 32, lane + 64, ...
const FULL: uint = 0xffffffff;
const NEG_INF: float = -1.0 / 0.0;
export function kernel(x: float[], n: int, rows: int, out: float[]) {
  const row = int((blockIdx.x * blockDim.x + threadIdx.x) / 32);
  const lane = int(threadIdx.x % 32);
  if (row >= rows) { return; }
  const base = row * n;
  let m: float = lane < n ? x[base + lane] : NEG_INF;
  for (let o = 16; o >= 1; o /= 2) { m = fmaxf(m, __shfl_xor_sync(FULL, m, o)); }
  if (m == NEG_INF) { m = 0.0; }
  let s: float = 0.0;
  for (let c = lane; c < n; c += 32) { s += expf(x[base + c] - m); }
  for (let o = 16; o >= 1; o /= 2) { s += __shfl_xor_sync(FULL, s, o); }
  for (let c = lane; c < n; c += 32) { out[base + c] = s == 0.0 ? 0.0 : expf(x[base + c] - m) / s; }
}
