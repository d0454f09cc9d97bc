// why: keeps the value 0 that cg.exclusive_scan gives rank 0, not INT_MIN
export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  incl[gid] = cg.inclusive_scan(tile, v, cg.greater<int>());
  excl[gid] = cg.exclusive_scan(tile, v, cg.greater<int>());
}
