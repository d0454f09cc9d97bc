// why: tests warp lane 0 instead of tile rank 0, so ranks 0 of the warp's other tiles keep the scan's 0
const INT_MIN: int = -2147483647 - 1;
export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  incl[gid] = cg.inclusive_scan(tile, v, cg.greater<int>());
  const e = cg.exclusive_scan(tile, v, cg.greater<int>());
  excl[gid] = threadIdx.x % 32 == 0 ? INT_MIN : e;
}
