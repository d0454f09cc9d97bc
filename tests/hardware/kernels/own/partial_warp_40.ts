// A block of 40 threads (warp 1 has 8 lanes); masks name only the lanes present.
export function kernel(out: uint[]): void {
  const t: uint = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const n: uint = blockDim.x * blockDim.y * blockDim.z;
  const g: uint = blockIdx.x * n + t;
  const lane: uint = t & 31;
  const rem: uint = n - (t & ~uint(31));
  let mask: uint = 0xffffffff;
  if (rem < 32) mask = (uint(1) << rem) - 1;
  const v: uint = lane * 5;
  let s: uint = v;
  for (let o: int = 4; o > 0; o >>= 1) s += __shfl_xor_sync(mask, s, o, 8);
  out[g * 5 + 0] = mask;
  out[g * 5 + 1] = __activemask();
  out[g * 5 + 2] = __ballot_sync(mask, lane & 1);
  out[g * 5 + 3] = __shfl_down_sync(mask, v, 1, 8);
  out[g * 5 + 4] = s;
}
