// why: reduces with shfl_down, which leaves the answer in rank 0 only, and then every thread stores its own pair: the other ranks hold the best of part of the tile
type Pair = { v: float; i: int };

export function kernel(scores: float[], best: float[], bestIdx: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let p: Pair = { v: scores[gid], i: int(gid) };
  for (let d: uint = 8; d > 0; d >>= 1) {
    const o = tile.shfl_down(p, d);
    if (o.v > p.v || (o.v == p.v && o.i < p.i)) p = o;
  }
  best[gid] = p.v;
  bestIdx[gid] = p.i;
}
