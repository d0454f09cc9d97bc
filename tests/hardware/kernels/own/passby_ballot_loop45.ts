// A full-mask ballot in for (i = lane; i < n; i += 32) with n = 45: lanes 13-31 leave the
// loop after one iteration and exit; the second ballot of lanes 0-12 names them.
export function kernel(out: uint[], inp: uint[], n: int): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let acc: uint = 0;
  for (let i: int = lane; i < n; i += 32) acc += __popc(__ballot_sync(0xffffffff, inp[i] > 0)); // @passed
  out[g] = acc;
}
