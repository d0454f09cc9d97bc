// Every thread writes its tile's largest score and the lowest index holding it.
type Pair = { v: float; i: int };

export function kernel(scores: float[], best: float[], bestIdx: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let p: Pair = { v: scores[gid], i: int(gid) };
  // TODO: four butterfly steps: o = tile.shfl_xor(p, m) for m = 8, 4, 2, 1; keep the better pair
  best[gid] = p.v;
  bestIdx[gid] = p.i;
}
