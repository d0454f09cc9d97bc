// __activemask() and coalesced_threads() in a case body entered directly (lane%3==1) and by
// fall-through (lane%3==0) (1 warp, 3 words a lane). The simulator runs the two sets apart:
// 0x49249249 / 0x92492492 and size 11. Warp TS twin: ../k_switch_fallthrough.ts.
#include "rt.h"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(const unsigned* in, unsigned* out) {
  unsigned lane = threadIdx.x & 31;
  unsigned a = 0, m = 0, n = 0;
  switch (lane % in[0]) {          // in[0] = 3
    case 0:
      a = lane * 7;
    case 1: {
      m = __activemask();
      cg::coalesced_group g = cg::coalesced_threads();
      n = g.size();
      break;
    }
    default:
      m = __activemask() ^ 0x80000000u;
  }
  out[lane * 3] = m; out[lane * 3 + 1] = n; out[lane * 3 + 2] = a;
}
int main() { run("rt_switch_fallthrough", k, 1, 32, 3, {3u}); }
