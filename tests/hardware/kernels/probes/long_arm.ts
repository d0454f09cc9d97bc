// Twin of kernel `k` of oracle/probes/long_arm.cu (<<<1, 32>>>, 2 words a thread): lane 0 runs
// inp[0] iterations of dependent work read from memory in an if arm that lanes 1-31 skip; after
// the if every lane records __activemask() and its acc.
export function kernel(inp: uint[], out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  let acc: uint = 0;
  if (l == 0) {
    const n: uint = inp[0];
    for (let i: uint = 0; i < n; i++) acc = acc * 1664525 + inp[1 + (i & 7)];
  }
  const m: uint = __activemask();
  out[threadIdx.x * 2] = m;
  out[threadIdx.x * 2 + 1] = acc;
}
