// why: the block's sum of the warps' sums is a 32-bit uint, so it wraps before it is widened into partial.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], partial: ulong[], count: uint[], total: ulong[]) {
  const warpSums = __shared__<ulong>(32);
  const isLast = __shared__<int>(1);
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let o: uint = 16; o > 0; o = o / 2) s += __shfl_down_sync(FULL, s, o);
  if (threadIdx.x % 32 == 0) warpSums[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    let b: uint = uint(0);
    for (let i: uint = 0; i < blockDim.x / 32; i++) b += uint(warpSums[i]);
    partial[blockIdx.x] = ulong(b);
    __threadfence();
    const ticket = atomicAdd(count, 0, 1);
    
    isLast[0] = ticket == gridDim.x - 1 ? 1 : 0;
  }
  __syncthreads();
  if (isLast[0] == 1 && threadIdx.x == 0) {
    let t: ulong = ulong(0);
    for (let i: uint = 0; i < gridDim.x; i++) t += partial[i];
    total[0] = t;
  }
}
