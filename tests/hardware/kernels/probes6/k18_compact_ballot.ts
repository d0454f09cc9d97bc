// Warp stream compaction with __ballot_sync/__popc into a fixed region per warp (n = 50 items
// in a 64-thread block: the second warp's lanes 18..31 have no item but still vote). Valid.
const FULL: uint = 0xffffffff;
export function kernel(inp: int[], n: int, out: int[], cnt: int[]): void {
  const t = int(threadIdx.x);
  const lane: uint = threadIdx.x % 32;
  const w = t / 32;
  const x = t < n ? inp[t] : 0;
  const keep = t < n && x % 3 != 0;
  const m = __ballot_sync(FULL, keep);
  const below = m & ((uint(1) << lane) - 1);
  if (keep) {
    out[w * 32 + __popc(below)] = x;
  }
  if (lane == 0) {
    cnt[w] = __popc(m);
  }
}
