// Twin of oracle/probes/cg_exit_votes.cu (<<<1, 32>>>, 8 words a lane): group votes after a member
// exited. The groups are made by all 32 lanes; then lane inp[0] = 3 returns.
export function kernel(inp: uint[], out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const b = cg.this_thread_block();
  const t8 = cg.tiled_partition<8>(b);
  const t32 = cg.tiled_partition<32>(b);
  const g = cg.coalesced_threads();
  if (lane == inp[0]) return;
  const o: uint = lane * 8;
  out[o] = uint(t8.all(1)); out[o + 1] = t8.ballot(1); out[o + 2] = uint(t32.all(1)); out[o + 3] = uint(t8.any(lane == 3));
  out[o + 4] = uint(g.all(1)); out[o + 5] = g.ballot(1); out[o + 6] = g.size();
  out[o + 7] = uint(cg.reduce(g, 1, cg.plus<int>()));
}
