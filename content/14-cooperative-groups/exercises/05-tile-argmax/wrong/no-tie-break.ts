// why: compares scores only, so on a tie each thread keeps its own index
type Pair = { v: float; i: int };
export function kernel(scores: float[], best: float[], bestIdx: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let p: Pair = { v: scores[gid], i: int(gid) };
  for (let m = 8; m >= 1; m /= 2) {
    const o = tile.shfl_xor(p, m);
    if (o.v > p.v) { p = o; }
  }
  best[gid] = p.v;
  bestIdx[gid] = p.i;
}
