// Two warps (64 threads): per-warp inclusive scan with shfl_up, warp 0's total through
// shared memory, added in warp 1 (a block-wide inclusive scan).
export function kernel(out: uint[]): void {
  const tot = __shared__<uint>(2);
  const t: uint = threadIdx.x;
  const lane: uint = t & 31;
  const w: uint = t >> 5;
  const g: uint = blockIdx.x * blockDim.x + t;
  let v: uint = (t * 7) % 11 + 1;
  for (let o: uint = 1; o < 32; o <<= 1) {
    const y: uint = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o) v += y;
  }
  if (lane == 31) tot[w] = v;
  __syncthreads();
  if (w == 1) v += tot[0];
  out[g] = v;
}
