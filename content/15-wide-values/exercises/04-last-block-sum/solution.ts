// Reference: each warp adds its ulong values with five __shfl_down_sync steps, thread 0 adds
// the warps' sums from shared memory, writes the block's partial sum, fences, and takes a
// ticket; after __syncthreads the block with the last ticket adds the partial sums.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], partial: ulong[], count: uint[], total: ulong[]) {
  const warpSums = __shared__<ulong>(32);
  const isLast = __shared__<int>(1);
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  for (let offset: uint = 16; offset > 0; offset >>= 1) {
    s += __shfl_down_sync(FULL, s, offset);
  }
  if (threadIdx.x % 32 == 0) {
    warpSums[threadIdx.x / 32] = s;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    let b: ulong = ulong(0);
    for (let w: uint = 0; w < blockDim.x / 32; w++) {
      b += warpSums[w];
    }
    partial[blockIdx.x] = b;
    __threadfence();
    const ticket = atomicAdd(count, 0, 1);
    isLast[0] = ticket == gridDim.x - 1 ? 1 : 0;
  }
  __syncthreads();
  if (isLast[0] == 1) {
    if (threadIdx.x == 0) {
      let t: ulong = ulong(0);
      for (let k: uint = 0; k < gridDim.x; k++) {
        t += partial[k];
      }
      total[0] = t;
    }
  }
}
