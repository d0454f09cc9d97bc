// Reference: a (score, index) struct through four butterfly steps of the tile's shfl_xor;
// the higher score wins, and on a tie the lower index, so every rank ends with the same pair.
type Pair = { v: float; i: int };

function better(a: Pair, b: Pair): Pair {
  if (b.v > a.v || (b.v == a.v && b.i < a.i)) return b;
  return a;
}

export function kernel(scores: float[], best: float[], bestIdx: int[]) {
  const tile = cg.tiled_partition<16>(cg.this_thread_block());
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let p: Pair = { v: scores[gid], i: int(gid) };
  for (let m: uint = 8; m > 0; m >>= 1) {
    p = better(p, tile.shfl_xor(p, m));
  }
  best[gid] = p.v;
  bestIdx[gid] = p.i;
}
