// Programming Guide's __threadfence example (last block sums the partial sums): each block
// reduces 32 values with __shfl_xor_sync, thread 0 stores partial[b], fences, takes a ticket;
// the block that takes the last ticket sums partial[] and resets the counter. Valid.
const FULL: uint = 0xffffffff;
export function kernel(inp: int[], partial: int[], count: int[], out: int[]): void {
  const isLast = __shared__<int>(1);
  const t = threadIdx.x;
  let v = inp[blockIdx.x * 32 + t];
  for (let m = 16; m > 0; m /= 2) {
    v += __shfl_xor_sync(FULL, v, m);
  }
  if (t == 0) {
    partial[blockIdx.x] = v;
    __threadfence();
    const ticket = atomicAdd(count, 0, 1);
    isLast[0] = ticket == int(gridDim.x) - 1 ? 1 : 0;
  }
  __syncthreads();
  if (isLast[0] == 1) {
    if (t == 0) {
      let s = 0;
      for (let b: uint = 0; b < gridDim.x; b++) {
        s += partial[b];
      }
      out[0] = s;
      count[0] = 0;
    }
  }
}
