// A full-mask butterfly in a device function called from both arms of an if (twice: the
// reading has a __noinline__ and a __forceinline__ version of the function).
const FULL: uint = 0xffffffff;
function warpSum(v: uint): uint {
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  return v;
}
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let r: uint = 0;
  let q: uint = 0;
  if (lane < 16) r = warpSum(1); else r = warpSum(2) + 1000;
  if (lane < 16) q = warpSum(1); else q = warpSum(2) + 1000;
  out[2 * g] = r;
  out[2 * g + 1] = q;
}
