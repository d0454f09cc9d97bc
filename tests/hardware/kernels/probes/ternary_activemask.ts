// Twin of oracle/probes/ternary_activemask.cu (<<<1, 32>>>, 3 words a lane): __activemask() where
// nvcc may if-convert: one arm of ?:, the right side of &&, a one-statement if. inp = 1, 8, 20.
export function kernel(inp: uint[], out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const a: uint = (lane & inp[0]) == 1 ? __activemask() : uint(0);
  let b: uint = 0;
  if (lane < inp[1] && __activemask() != uint(0)) b = 1;
  let c: uint = 0;
  if (lane >= inp[2]) c = __activemask();
  out[lane * 3] = a;
  out[lane * 3 + 1] = b;
  out[lane * 3 + 2] = c;
}
