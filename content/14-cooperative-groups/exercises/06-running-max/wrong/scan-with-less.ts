// why: uses cg.less, whose result is the smaller value, not a comparison to pick the larger: the scans give running minima
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  incl[gid] = cg.inclusive_scan(tile, v, cg.less<int>());
  const e = cg.exclusive_scan(tile, v, cg.less<int>());
  excl[gid] = tile.thread_rank() == 0 ? INT_MIN : e;
}
