// why: threads holding -Infinity skip the butterfly, so the others shuffle with partners that passed the call by
type Pair = { v: float; i: int };
const NEG_INF: float = -1.0 / 0.0;
export function kernel(scores: float[], best: float[], bestIdx: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let p: Pair = { v: scores[gid], i: int(gid) };
  if (p.v != NEG_INF) {
    for (let m = 8; m >= 1; m /= 2) {
      const o = tile.shfl_xor(p, m);
      if (o.v > p.v || (o.v == p.v && o.i < p.i)) { p = o; }
    }
  }
  best[gid] = p.v;
  bestIdx[gid] = p.i;
}
