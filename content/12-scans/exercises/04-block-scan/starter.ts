// Every thread writes the inclusive prefix sum of `values` over its whole block
// (threads 0 .. threadIdx.x of the block). blockDim.x is a multiple of 32.
const FULL: uint = 0xffffffff;

function warpInclusiveScan(v: int): int {
  const lane = threadIdx.x % 32;
  for (let d: uint = 1; d < 32; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d);
    if (lane >= d) {
      v += t;
    }
  }
  return v;
}

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = warpInclusiveScan(values[gid]);
  // TODO: add the totals of the warps before this one (shared memory, __syncthreads)
  out[gid] = v;
}
