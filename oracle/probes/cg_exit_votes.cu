// Group votes after a member exited (1 warp, 8 words a lane). Lane 3 returns first.
// CUDA 13 headers: thread_block_tile::all = (__ballot_sync(mask,p) == mask), coalesced_group::all
// likewise, so both should be 0 in the tile/group that lost lane 3. Warp TS twins:
// ../k_tile_all_exit.ts, ../k_coal_all_exit.ts.
#include "rt.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void k(const unsigned* in, unsigned* out) {
  unsigned lane = threadIdx.x & 31;
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(b);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(b);
  cg::coalesced_group g = cg::coalesced_threads();
  if (lane == in[0]) return;            // in[0] = 3
  unsigned* o = out + lane * 8;
  o[0] = t8.all(1); o[1] = t8.ballot(1); o[2] = t32.all(1); o[3] = t8.any(lane == 3);
  o[4] = g.all(1);  o[5] = g.ballot(1);  o[6] = g.size();
  o[7] = cg::reduce(g, 1, cg::plus<int>());
}
int main() { run("rt_cg_exit_votes", k, 1, 32, 8, {3u}); }
