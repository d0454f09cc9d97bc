// why: excl from tile.shfl_up(incl, 1) without the rank-0 case, so rank 0 gets its own value
export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const inc = cg.inclusive_scan(tile, v, cg.greater<int>());
  incl[gid] = inc;
  excl[gid] = tile.shfl_up(inc, 1);
}
