// Reference: inclusive and exclusive max-scans of the tile (cg.greater), with rank 0's
// exclusive value set to INT_MIN, the identity of the maximum.
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  incl[gid] = cg.inclusive_scan(tile, v, cg.greater<int>());
  const e = cg.exclusive_scan(tile, v, cg.greater<int>());
  excl[gid] = tile.thread_rank() == 0 ? INT_MIN : e;   // rank 0's result is not documented
}
