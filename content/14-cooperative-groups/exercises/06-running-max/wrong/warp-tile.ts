// why: scans tiles of 32, the whole warp, where the tiles have 8 threads: every rank past 7 takes the maxima of the tiles before its own too
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  incl[gid] = cg.inclusive_scan(tile, v, cg.greater<int>());
  const e = cg.exclusive_scan(tile, v, cg.greater<int>());
  excl[gid] = tile.thread_rank() % 8 == 0 ? INT_MIN : e;
}
