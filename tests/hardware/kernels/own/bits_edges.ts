// x = inp[lane] at edge values: __ffs, __clz, __brev, __popc and __fns from several bases.
export function kernel(out: uint[], inp: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const x: uint = inp[lane];
  out[g * 9 + 0] = __ffs(int(x));
  out[g * 9 + 1] = __clz(int(x));
  out[g * 9 + 2] = __brev(x);
  out[g * 9 + 3] = __popc(x);
  out[g * 9 + 4] = __fns(x, lane, 1);
  out[g * 9 + 5] = __fns(x, lane, -1);
  out[g * 9 + 6] = __fns(x, 0, int(lane) + 1);
  out[g * 9 + 7] = __fns(x, 31, -(int(lane) + 1));
  out[g * 9 + 8] = __fns(x, lane, 0);
}
