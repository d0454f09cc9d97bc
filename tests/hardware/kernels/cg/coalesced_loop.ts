// coalesced_threads() inside loops whose lanes leave: in iteration i of a loop that lanes
// with lane % 4 < i have left by break (i = 0..3), and in the iterations of a loop whose
// lanes with (lane + i) % 3 == 0 skip the body by continue; then after both loops, where
// the warp is whole again. Each group as size + 64*thread_rank, with a ballot. 13 words.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 13;
  for (let i: uint = 0; i < 4; i++) {
    if (lane % 4 < i) break;
    const c = cg.coalesced_threads();
    out[o + i * 2] = c.size() + 64 * c.thread_rank();
    out[o + i * 2 + 1] = c.ballot(lane > 15);
  }
  for (let i: uint = 0; i < 3; i++) {
    if ((lane + i) % 3 == 0) continue;
    const e = cg.coalesced_threads();
    out[o + 8 + i] = e.size() + 64 * e.thread_rank();
  }
  const d = cg.coalesced_threads();
  out[o + 11] = d.size() + 64 * d.thread_rank();
  out[o + 12] = d.ballot(lane % 5 == 0);
}
