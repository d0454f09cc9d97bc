// Lanes past n return before a full-mask shuffle. Verdict: clean.
export function kernel(inp: int[], out: int[], n: int) {
  const gid: int = threadIdx.x;
  if (gid >= n) return;
  out[gid] = __shfl_sync(0xffffffff, inp[gid], 0);
}
