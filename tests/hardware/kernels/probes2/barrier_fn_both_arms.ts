// Twin of oracle/probes2/barrier_fn_both_arms.cu (<<<1, 64>>>, 1 word per thread): one
// __syncthreads() in a device function called from both arms of a divergent if.
function stage(s: uint[], t: uint, v: uint): uint {
  s[t] = v;
  __syncthreads();
  return s[t ^ 32];
}
export function kernel(inp: uint[], out: uint[]): void {
  const s = __shared__<uint>(64);
  const t: uint = threadIdx.x;
  if (t < 32) out[t] = stage(s, t, t + inp[0]);
  else out[t] = stage(s, t, 100 + t + inp[0]);
}
