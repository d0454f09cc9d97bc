// Twin of kernel `k2` of oracle/probes/long_arm.cu (<<<1, 32>>>, 2 words a thread): the long arm
// in lanes 0-15 and a short one (acc = lane) in lanes 16-31; after the if every lane records
// __activemask() and its acc.
export function kernel(inp: uint[], out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  let acc: uint = 0;
  if (l < 16) {
    const n: uint = inp[0];
    for (let i: uint = 0; i < n; i++) acc = acc * 1664525 + inp[1 + (i & 7)];
  } else {
    acc = l;
  }
  const m: uint = __activemask();
  out[threadIdx.x * 2] = m;
  out[threadIdx.x * 2 + 1] = acc;
}
