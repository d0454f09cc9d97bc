// A whole-warp coalesced group made before lanes 16..31 return; then its collectives.
// CUDA 13: all(p) is __ballot_sync(mask, p) == mask, mask still 0xffffffff -> all(1) = 0;
// ballot(1) = 0xffff (exited lanes contribute 0); size() still 32; reduce(int) = redux over
// non-exited lanes = 120.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  const c = cg.coalesced_threads();
  if (lane >= 16) return;
  out[lane * 5 + 0] = c.all(1);
  out[lane * 5 + 1] = int(c.ballot(1));
  out[lane * 5 + 2] = int(c.size());
  out[lane * 5 + 3] = cg.reduce(c, lane, cg.plus<int>());
  out[lane * 5 + 4] = c.any(lane == 3);
}
