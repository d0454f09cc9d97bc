// why: shifts the inclusive maxima up one rank with shfl_up but forgets rank 0: shfl_up gives a rank with no rank below it its own value back, so rank 0's excl is its own value, not INT_MIN
export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const m = cg.inclusive_scan(tile, v, cg.greater<int>());
  incl[gid] = m;
  excl[gid] = tile.shfl_up(m, 1);
}
