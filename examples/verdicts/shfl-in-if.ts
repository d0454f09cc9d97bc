// A full-mask shuffle inside if (lane < 16); lanes 16-31 fall through to the end.
// Verdict: E-MASK-PASSED at the shuffle (an H200 completes it; the call is undefined).
export function kernel(inp: int[], out: int[]) {
  const lane: int = threadIdx.x & 31;
  let v: int = inp[lane];
  if (lane < 16) {
    v = __shfl_sync(0xffffffff, v, 0);
    out[lane] = v;
  }
}
