// Twin of oracle/probes/switch_fallthrough.cu (<<<1, 32>>>, 3 words a lane): __activemask() and
// cg.coalesced_threads() in a case body entered directly (lane % 3 == 1) and by fall-through from
// case 0 (lane % 3 == 0); inp[0] = 3.
export function kernel(inp: uint[], out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  let a: uint = 0;
  let m: uint = 0;
  let n: uint = 0;
  switch (lane % inp[0]) {
    case 0:
      a = lane * 7;
    case 1: {
      m = __activemask();
      const g = cg.coalesced_threads();
      n = g.size();
      break;
    }
    default:
      m = __activemask() ^ 0x80000000;
  }
  out[lane * 3] = m;
  out[lane * 3 + 1] = n;
  out[lane * 3 + 2] = a;
}
