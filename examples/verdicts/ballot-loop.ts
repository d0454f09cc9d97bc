// A full-mask ballot in a loop whose trip count differs by lane (n = 45).
// Verdict: E-MASK-PASSED at the ballot, naming lanes 13-31.
export function kernel(inp: int[], out: int[], n: int) {
  const lane: int = threadIdx.x & 31;
  let acc: int = 0;
  for (let i: int = lane; i < n; i += 32) {
    acc += __popc(__ballot_sync(0xffffffff, inp[i] > 0));
  }
  out[lane] = acc;
}
