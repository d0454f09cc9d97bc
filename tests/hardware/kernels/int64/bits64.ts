// bits64: __popcll, __ffsll, __clzll and __brevll of the 32 edge values. 4 words per lane.
export function kernel(inp: ulong[], out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const x: ulong = inp[lane];
  out[lane * 4] = ulong(__popcll(x));
  out[lane * 4 + 1] = ulong(__ffsll(long(x)));
  out[lane * 4 + 2] = ulong(__clzll(long(x)));
  out[lane * 4 + 3] = __brevll(x);
}
