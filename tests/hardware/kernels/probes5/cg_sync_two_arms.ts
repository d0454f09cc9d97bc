// tile.sync() in both arms of a branch that splits each tile: __syncwarp(tileMask) paired across
// call sites (sm_70+; portability warning). It still orders the writes before it: out[l] = 7*(l^2)
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  const t4 = cg.tiled_partition<4>(cg.this_thread_block());
  const s = __shared__<int>(32);
  if (t4.thread_rank() < 2) {
    s[lane] = lane * 7;
    t4.sync();
  } else {
    s[lane] = lane * 7;
    t4.sync();
  }
  out[lane] = s[lane ^ 2];
}
