// why: takes the exclusive value as incl - v, which undoes a sum but not a maximum: the largest value before a rank is not the running maximum minus the rank's own value
const INT_MIN: int = -2147483647 - 1;

export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const m = cg.inclusive_scan(tile, v, cg.greater<int>());
  incl[gid] = m;
  excl[gid] = tile.thread_rank() == 0 ? INT_MIN : m - v;
}
