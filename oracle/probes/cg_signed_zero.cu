// Signed zeros through cg::reduce and the scans (1 warp, 6 words a lane).
// tile<2>: even lanes -0.0, odd +0.0. greater(a,b) = (a<b)?b:a, less(a,b) = (b<a)?b:a keep each
// lane's own zero: expected even 0x80000000, odd 0; plus: 0 everywhere.
// tile<8> scans of -0.0: exclusive rank 0 = T{} = +0, other ranks -0; inclusive all -0.
// Warp TS twins: ../k_greater_zero.ts, ../k_excl_negzero.ts.
#include "rt.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void k(const unsigned* in, unsigned* out) {
  unsigned lane = threadIdx.x & 31;
  cg::thread_block b = cg::this_thread_block();
  auto t2 = cg::tiled_partition<2>(b);
  auto t8 = cg::tiled_partition<8>(b);
  float x = __uint_as_float((lane & 1) ? in[1] : in[0]);   // in = {0x80000000, 0}
  float nz = __uint_as_float(in[0]);
  unsigned* o = out + lane * 6;
  o[0] = __float_as_uint(cg::reduce(t2, x, cg::greater<float>()));
  o[1] = __float_as_uint(cg::reduce(t2, x, cg::less<float>()));
  o[2] = __float_as_uint(cg::reduce(t2, x, cg::plus<float>()));
  o[3] = __float_as_uint(cg::exclusive_scan(t8, nz, cg::plus<float>()));
  o[4] = __float_as_uint(cg::inclusive_scan(t8, nz));
  o[5] = __float_as_uint(cg::exclusive_scan(t8, nz));
}
int main() { run("rt_cg_signed_zero", k, 1, 32, 6, {0x80000000u, 0u}); }
