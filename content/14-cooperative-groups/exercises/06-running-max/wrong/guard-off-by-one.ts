// why: the Hillis-Steele guard is r > d instead of r >= d, so rank d never takes rank 0's value
const INT_MIN: int = -2147483647 - 1;
export function kernel(values: int[], incl: int[], excl: int[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  const r = tile.thread_rank();
  let m = v;
  for (let d: uint = 1; d < 8; d *= 2) {
    const o = tile.shfl_up(m, d);
    if (r > d) { m = max(m, o); }
  }
  incl[gid] = m;
  const below = tile.shfl_up(m, 1);
  excl[gid] = r == 0 ? INT_MIN : below;
}
