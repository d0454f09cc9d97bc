// Full-mask collectives in a partial warp (block of 20 threads: lanes 20-31 do not exist).
// Per thread 8 words: ballot(F,1), activemask, match_all(F,7), pred, match_any(F, l&1),
// reduce_add(F,1), reduce_min(F,l), all(F,1).
// Simulator (k_block3d_partial.ts and friends): match_all -> 0x000fffff, match_any -> present lanes only, reduce_add -> 20.
#define CASE "partial_warp_collectives"
#include "common.h"
__global__ void k(uint32_t* out, const unsigned* seven) {
  unsigned l = threadIdx.x & 31;
  int pred = -1;
  uint32_t* o = out + threadIdx.x * 8;
  o[0] = __ballot_sync(0xffffffffu, 1);
  o[1] = __activemask();
  o[2] = __match_all_sync(0xffffffffu, *seven, &pred);
  o[3] = (uint32_t)pred;
  o[4] = __match_any_sync(0xffffffffu, l & 1);
  o[5] = __reduce_add_sync(0xffffffffu, 1u);
  o[6] = __reduce_min_sync(0xffffffffu, l);
  o[7] = (uint32_t)__all_sync(0xffffffffu, 1);
}
int main() {
  uint32_t* out = alloc_out(20 * 8);
  unsigned* s; cudaMalloc(&s, 4); unsigned h = 7; cudaMemcpy(s, &h, 4, cudaMemcpyHostToDevice);
  k<<<1, 20>>>(out, s);
  CK(cudaDeviceSynchronize());
  return dump(CASE, out, 20 * 8);
}
