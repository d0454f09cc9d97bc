// 8x2x3 block (48 threads: warp 1 has 16 lanes), p = x + 10y + 100z; masks name only
// the lanes present: lane, mask, __activemask(), __ballot_sync(mask, z == 1),
// __shfl_xor_sync(mask, p, 8, 16), __shfl_up_sync(mask, p, 3, 16).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const t: uint = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const n: uint = blockDim.x * blockDim.y * blockDim.z;
  const g: uint = blockIdx.x * n + t;
  const rem: uint = n - (t & ~uint(31));
  let mask: uint = FULL;
  if (rem < 32) mask = (uint(1) << rem) - 1;
  const p: uint = threadIdx.x + 10 * threadIdx.y + 100 * threadIdx.z;
  out[g * 6 + 0] = t & 31;
  out[g * 6 + 1] = mask;
  out[g * 6 + 2] = __activemask();
  out[g * 6 + 3] = __ballot_sync(mask, threadIdx.z == 1);
  out[g * 6 + 4] = __shfl_xor_sync(mask, p, 8, 16);
  out[g * 6 + 5] = __shfl_up_sync(mask, p, 3, 16);
}
