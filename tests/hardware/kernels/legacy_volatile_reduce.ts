// The pre-Volta warp-synchronous shared-memory reduction: s[t] = t+1 (s[32..63] = 0),
// then s[t] += s[t+16], += s[t+8], ... += s[t+1] with no __syncwarp between the steps.
// Lane t+off writes s[t+off] while lane t reads it: a data race under ITS.
export function kernel(out: uint[]): void {
  const s = __shared__<int>(64);
  const t: uint = threadIdx.x;
  s[t] = int(t) + 1;
  s[t + 32] = 0;
  __syncthreads();
  s[t] += s[t + 16]; // @race
  s[t] += s[t + 8];
  s[t] += s[t + 4];
  s[t] += s[t + 2];
  s[t] += s[t + 1];
  out[blockIdx.x * blockDim.x + t] = s[t]; // @ub-store
}
