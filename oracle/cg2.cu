// Warp School hardware readings of cooperative groups and structs, second set: the edges
// of the groups' operations (ranks and deltas past a group's end, negative, 0; laneMasks of
// N or more; tiles of 1 and 2; 2-D and 3-D blocks and grids; partitions of partitions and
// 64-bit labels; reductions and scans of every operator on partial and non-contiguous
// groups; match_all's predicate; structs with double, bool and long fields; arrays of
// structs in shared memory; groups partitioned again inside device functions). One
// program that runs every kernel below and prints one JSON line per case in the format of
// oracle/cg.cu; each kernel is the CUDA twin, line for line, of
// tests/hardware/kernels/cg/<file>.ts.
//
// Build and run: oracle/cg2.sh  (nvcc -O3 -arch=sm_90 -fmad=false, and the same with -G).
// Every thread writes `slots` 32-bit words at out[gid*slots + j] into a buffer filled with
// 0xdeadbeef before the launch; floats as their bit patterns, 64-bit integers as their low
// then high word, doubles (reduce_double) as their high then low word.
#include "cg-harness.h"

// ================================================================== kernels

// coalesced_shapes.ts
__device__ void probe(cg::coalesced_group c, uint32_t* out, unsigned o, unsigned lane, const uint32_t* xb, const uint32_t* yb) {
  const unsigned v = lane * 5u + 2u;
  const int s = (int)(lane * 7u % 11u) - 5;
  const unsigned h = v * 2654435761u;
  const float x = __uint_as_float(xb[lane]);
  const float y = __uint_as_float(yb[lane]);
  const long long big = (long long)s * 1000003LL * 1000003LL + (long long)lane;
  const unsigned r = c.thread_rank();
  const unsigned n = c.size();
  int p[1] = { 0 };
  out[o + 0] = r + 100u * n + 10000u * c.meta_group_rank() + 100000u * c.meta_group_size();
  out[o + 1] = c.shfl(v, 0);
  out[o + 2] = c.shfl(v, (int)n - 1);
  out[o + 3] = c.shfl(v, (int)n);
  out[o + 4] = c.shfl(v, -1);
  out[o + 5] = c.shfl(v, (int)(r * 3u % n));
  out[o + 6] = c.shfl_up(v, 0);
  out[o + 7] = c.shfl_up(v, 2);
  out[o + 8] = c.shfl_up(v, n);
  out[o + 9] = c.shfl_up(v, -3);
  out[o + 10] = c.shfl_down(v, 0u);
  out[o + 11] = c.shfl_down(v, 3u);
  out[o + 12] = c.shfl_down(v, n - 1u);
  out[o + 13] = c.shfl_down(v, 0xffffffffu);
  out[o + 14] = c.shfl_down(v, 33u);
  out[o + 15] = c.ballot(lane % 3u == 0u);
  out[o + 16] = (unsigned)c.any(lane == 13u) + 2u * (unsigned)c.all(lane != 19u);
  out[o + 17] = c.match_any(lane & 6u);
  out[o + 18] = c.match_any((long long)(lane & 2u) << 31);
  out[o + 19] = c.match_all((unsigned)(lane >= 7u), p[0]);
  out[o + 20] = p[0];
  out[o + 21] = cg::reduce(c, s, cg::plus<int>());
  out[o + 22] = cg::reduce(c, s, cg::greater<int>());
  out[o + 23] = cg::reduce(c, h, cg::bit_and<unsigned int>());
  out[o + 24] = cg::reduce(c, h, cg::bit_or<unsigned int>());
  out[o + 25] = cg::reduce(c, h, cg::less<unsigned int>());
  out[o + 26] = cg::reduce(c, (int)lane - 16, cg::bit_xor<int>());
  out[o + 27] = fb(cg::reduce(c, x, cg::plus<float>()));
  out[o + 28] = fb(cg::reduce(c, y, cg::plus<float>()));
  out[o + 29] = fb(cg::reduce(c, y, cg::greater<float>()));
  const long long bs = cg::reduce(c, big, cg::plus<long long>());
  out[o + 30] = (uint32_t)bs;
  out[o + 31] = (uint32_t)(bs >> 32);
  const long long bl = cg::reduce(c, big, cg::less<long long>());
  out[o + 32] = (uint32_t)bl;
  out[o + 33] = (uint32_t)(bl >> 32);
  out[o + 34] = cg::inclusive_scan(c, s, cg::greater<int>());
  out[o + 35] = cg::exclusive_scan(c, s, cg::plus<int>());
  out[o + 36] = fb(cg::inclusive_scan(c, x, cg::plus<float>()));
  out[o + 37] = fb(cg::exclusive_scan(c, x, cg::plus<float>()));
  out[o + 38] = fb(cg::inclusive_scan(c, y, cg::less<float>()));
  out[o + 39] = cg::exclusive_scan(c, v);
  out[o + 40] = cg::exclusive_scan(c, h, cg::bit_xor<unsigned int>());
  const long long be = cg::exclusive_scan(c, big, cg::plus<long long>());
  out[o + 41] = (uint32_t)be;
  out[o + 42] = (uint32_t)(be >> 32);
  const long long bg = cg::inclusive_scan(c, big, cg::greater<long long>());
  out[o + 43] = (uint32_t)bg;
  out[o + 44] = (uint32_t)(bg >> 32);
}

__global__ void k_coalesced_shapes(uint32_t* out, const uint32_t* xb, const uint32_t* yb, int mode) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if (mode == 0) {
    if (lane < 26u) {
      if (lane % 3u != 0u) {
        if ((lane & 4u) == 0u) {
          probe(cg::coalesced_threads(), out, g * 45u, lane, xb, yb);
        }
      }
    }
  } else {
    const bool member = mode == 1 ? lane >= 7u : mode == 2 ? lane == 0u || lane == 31u : mode == 3 ? lane == 13u
      : mode == 4 ? lane != 0u : mode == 5 ? ((0x9b4c3a65u >> lane) & 1u) != 0u : true;
    if (member) {
      probe(cg::coalesced_threads(), out, g * 45u, lane, xb, yb);
    }
  }
}

// tile_edges.ts
__global__ void k_tile_edges(uint32_t* out) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 38u;
  const unsigned v = lane * 3u + 1u;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(block);
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  int p[1] = { 0 };
  out[o + 0] = t8.shfl_xor(v, 8u);
  out[o + 1] = t8.shfl_xor(v, 33u);
  out[o + 2] = t8.shfl_xor(v, 0u);
  out[o + 3] = t8.shfl_up(v, 33u);
  out[o + 4] = t8.shfl_up(v, 8u);
  out[o + 5] = t8.shfl_down(v, 32u);
  out[o + 6] = t8.shfl_down(v, 35u);
  out[o + 7] = t8.shfl(v, -9);
  out[o + 8] = t16.shfl(v, 0x7fffffff);
  out[o + 9] = t16.shfl_up(v, 16u);
  out[o + 10] = t16.shfl_xor(v, 16u);
  out[o + 11] = t32.shfl_up(v, 0xffffffffu);
  out[o + 12] = t32.shfl_down(v, 32u);
  out[o + 13] = t32.shfl_xor(v, 32u);
  out[o + 14] = t32.shfl(v, -33);
  out[o + 15] = t1.shfl_xor(v, 1u);
  out[o + 16] = t1.shfl_up(v, 1u);
  out[o + 17] = t1.shfl(v, 5);
  out[o + 18] = t2.shfl_up(v, 1u);
  out[o + 19] = t2.shfl_down(v, 1u);
  out[o + 20] = t2.shfl(v, -1);
  out[o + 21] = t2.shfl_xor(v, 2u);
  out[o + 22] = t4.shfl_down(v, 4u);
  out[o + 23] = t4.shfl_xor(v, 7u);
  out[o + 24] = t16.shfl_down(v, 15u);
  out[o + 25] = t4.shfl_up(v, 3u);
  out[o + 26] = t1.ballot((int)(lane & 1u));
  out[o + 27] = (unsigned)t1.any((int)(lane & 2u)) + 2u * (unsigned)t1.all((int)(lane & 4u));
  out[o + 28] = t1.match_any(lane);
  out[o + 29] = t1.match_all(lane, p[0]);
  out[o + 30] = p[0];
  out[o + 31] = t2.ballot(lane % 3u == 0u);
  out[o + 32] = t2.match_any(lane / 2u);
  out[o + 33] = t2.match_all(lane, p[0]);
  out[o + 34] = p[0];
  out[o + 35] = (unsigned)t2.any(lane == 5u) + 2u * (unsigned)t2.all(lane != 6u);
  out[o + 36] = t32.ballot((int)lane - 16);
  out[o + 37] = (unsigned)t16.all((int)(lane & 3u) * 7) + 2u * (unsigned)t8.any((int)(lane & 8u) * 3);
}

// tile_ranks_nd.ts
__device__ unsigned pack18(unsigned size, unsigned rank, unsigned meta, unsigned metas) {
  return size + 64u * rank + 4096u * meta + 262144u * metas;
}

__global__ void k_tile_ranks_nd(uint32_t* out) {
  cg::thread_block block = cg::this_thread_block();
  const unsigned r = block.thread_rank();
  const unsigned o = (blockIdx.x * block.size() + r) * 17u;
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(block);
  cg::thread_block_tile<8> t8of32 = cg::tiled_partition<8>(t32);
  cg::thread_block_tile<16> t16of32 = cg::tiled_partition<16>(t32);
  cg::thread_block_tile<4> q4 = cg::tiled_partition<4>(t16);
  cg::thread_block_tile<2> t2of4 = cg::tiled_partition<2>(q4);
  const dim3 ti = block.thread_index();
  const dim3 dt = block.dim_threads();
  out[o + 0] = r;
  out[o + 1] = pack18(t32.size(), t32.thread_rank(), t32.meta_group_rank(), t32.meta_group_size());
  out[o + 2] = pack18(t16.size(), t16.thread_rank(), t16.meta_group_rank(), t16.meta_group_size());
  out[o + 3] = pack18(t4.size(), t4.thread_rank(), t4.meta_group_rank(), t4.meta_group_size());
  out[o + 4] = pack18(t1.size(), t1.thread_rank(), t1.meta_group_rank(), t1.meta_group_size());
  out[o + 5] = pack18(t8of32.size(), t8of32.thread_rank(), t8of32.meta_group_rank(), t8of32.meta_group_size());
  out[o + 6] = pack18(t16of32.size(), t16of32.thread_rank(), t16of32.meta_group_rank(), t16of32.meta_group_size());
  out[o + 7] = pack18(q4.size(), q4.thread_rank(), q4.meta_group_rank(), q4.meta_group_size());
  out[o + 8] = pack18(t2of4.size(), t2of4.thread_rank(), t2of4.meta_group_rank(), t2of4.meta_group_size());
  out[o + 9] = t32.ballot(threadIdx.x == 0u);
  out[o + 10] = t16.shfl(threadIdx.x + 10u * threadIdx.y + 100u * threadIdx.z, 5);
  out[o + 11] = t8of32.shfl_down(r, 3u);
  out[o + 12] = cg::reduce(t16, threadIdx.z * 7u + threadIdx.x, cg::plus<unsigned int>());
  out[o + 13] = cg::reduce(t4, threadIdx.y * 3u + threadIdx.x, cg::greater<unsigned int>());
  out[o + 14] = ti.x + 100u * ti.y + 10000u * ti.z;
  out[o + 15] = dt.x + 100u * dt.y + 10000u * dt.z;
  out[o + 16] = cg::inclusive_scan(t8of32, threadIdx.x + threadIdx.y);
}

// grid_tiles.ts
__global__ void k_grid_tiles(uint32_t* out) {
  __shared__ unsigned s[24];
  cg::thread_block block = cg::this_thread_block();
  const dim3 gi = block.group_index();
  const dim3 ti = block.thread_index();
  const unsigned r = block.thread_rank();
  const unsigned n = block.size();
  const unsigned bl = gi.x + gi.y * gridDim.x + gi.z * gridDim.x * gridDim.y;
  const unsigned o = (bl * n + r) * 11u;
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(t4);
  out[o + 0] = gi.x + 10u * gi.y + 100u * gi.z;
  out[o + 1] = ti.x + 10u * ti.y + 100u * ti.z;
  out[o + 2] = r + 1000u * n;
  out[o + 3] = pack18(t8.size(), t8.thread_rank(), t8.meta_group_rank(), t8.meta_group_size());
  out[o + 4] = pack18(t4.size(), t4.thread_rank(), t4.meta_group_rank(), t4.meta_group_size());
  out[o + 5] = pack18(t2.size(), t2.thread_rank(), t2.meta_group_rank(), t2.meta_group_size());
  out[o + 6] = t8.ballot(ti.y == 1u);
  out[o + 7] = t8.shfl(gi.y * 1000u + r, 7);
  out[o + 8] = cg::reduce(t8, r * gi.x + gi.z, cg::plus<unsigned int>());
  s[r] = r * 3u + bl;
  block.sync();
  out[o + 9] = s[(r + 7u) % n];
  out[o + 10] = t4.shfl_xor(ti.x * 100u + ti.z, 3u);
}

// partitions_tiles.ts, partitions_coalesced.ts, group_fn.ts
__device__ unsigned pack24(unsigned size, unsigned rank, unsigned meta, unsigned metas) {
  return size + 256u * rank + 65536u * meta + 16777216u * metas;
}

__global__ void k_partitions_tiles(uint32_t* out) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 19u;
  const unsigned v = lane * 5u + 2u + 1000u * (threadIdx.x >> 5);
  const unsigned h = lane * 2654435761u;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::coalesced_group p = cg::labeled_partition(t32, (int)((h >> 28) % 3u));
  out[o + 0] = pack24(p.size(), p.thread_rank(), p.meta_group_rank(), p.meta_group_size());
  out[o + 1] = p.ballot(lane > 12u);
  out[o + 2] = p.shfl(v, (int)p.size() - 1);
  out[o + 3] = p.match_any(lane & 4u);
  cg::coalesced_group q = cg::labeled_partition(p, lane & 1u);
  out[o + 4] = pack24(q.size(), q.thread_rank(), q.meta_group_rank(), q.meta_group_size());
  out[o + 5] = cg::reduce(q, v, cg::plus<unsigned int>());
  cg::coalesced_group b = cg::binary_partition(q, lane < 16u);
  out[o + 6] = pack24(b.size(), b.thread_rank(), b.meta_group_rank(), b.meta_group_size());
  out[o + 7] = b.shfl_up(v, 1);
  cg::coalesced_group hi = cg::labeled_partition(t16, (long long)(lane % 3u) << 32);
  out[o + 8] = pack24(hi.size(), hi.thread_rank(), hi.meta_group_rank(), hi.meta_group_size());
  out[o + 9] = hi.ballot(true);
  cg::coalesced_group u = cg::labeled_partition(t32, (unsigned long long)(lane / 8u) << 40);
  out[o + 10] = pack24(u.size(), u.thread_rank(), u.meta_group_rank(), u.meta_group_size());
  out[o + 11] = cg::exclusive_scan(u, v);
  cg::coalesced_group w = cg::labeled_partition(t32, lane < 20u);
  out[o + 12] = pack24(w.size(), w.thread_rank(), w.meta_group_rank(), w.meta_group_size());
  cg::coalesced_group e = cg::binary_partition(t16, false);
  out[o + 13] = pack24(e.size(), e.thread_rank(), e.meta_group_rank(), e.meta_group_size());
  cg::coalesced_group z = cg::labeled_partition(t32, 7);
  out[o + 14] = pack24(z.size(), z.thread_rank(), z.meta_group_rank(), z.meta_group_size());
  cg::coalesced_group m = cg::labeled_partition(t32, (int)lane);
  out[o + 15] = pack24(m.size(), m.thread_rank(), m.meta_group_rank(), m.meta_group_size());
  out[o + 16] = cg::inclusive_scan(m, v);
  cg::coalesced_group c = cg::labeled_partition(q, (unsigned)(lane >= 24u));
  out[o + 17] = pack24(c.size(), c.thread_rank(), c.meta_group_rank(), c.meta_group_size());
  out[o + 18] = c.match_any(lane >> 4);
}

__global__ void k_partitions_coalesced(uint32_t* out, const uint32_t* xb) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 13u;
  const unsigned v = lane * 5u + 2u;
  const int s = (int)(lane * 7u % 11u) - 5;
  const float x = __uint_as_float(xb[lane]);
  if (lane % 3u != 1u) {
    cg::coalesced_group c = cg::coalesced_threads();
    cg::coalesced_group p = cg::labeled_partition(c, lane % 4u);
    out[o + 0] = pack24(p.size(), p.thread_rank(), p.meta_group_rank(), p.meta_group_size());
    out[o + 1] = p.ballot(lane > 15u);
    out[o + 2] = fb(cg::reduce(p, x, cg::plus<float>()));
    out[o + 3] = fb(cg::inclusive_scan(p, x, cg::plus<float>()));
    out[o + 4] = cg::exclusive_scan(p, s, cg::plus<int>());
    cg::coalesced_group b = cg::binary_partition(p, (lane & 8u) != 0u);
    out[o + 5] = pack24(b.size(), b.thread_rank(), b.meta_group_rank(), b.meta_group_size());
    out[o + 6] = cg::reduce(b, v, cg::greater<unsigned int>());
    out[o + 7] = b.shfl(v, 0);
    cg::coalesced_group l = cg::labeled_partition(b, (long long)(lane & 16u) << 28);
    out[o + 8] = pack24(l.size(), l.thread_rank(), l.meta_group_rank(), l.meta_group_size());
    if (lane < 20u) {
      cg::coalesced_group c2 = cg::coalesced_threads();
      cg::coalesced_group h = cg::binary_partition(c2, (lane & 1u) != 0u);
      out[o + 9] = pack24(h.size(), h.thread_rank(), h.meta_group_rank(), h.meta_group_size());
      out[o + 10] = fb(cg::exclusive_scan(h, x, cg::plus<float>()));
      out[o + 11] = h.shfl_down(v, 2u);
      out[o + 12] = c2.size() + 100u * c.size();
    }
  }
}

// reduce_partitions.ts
__global__ void k_reduce_partitions(uint32_t* out, const uint32_t* xb, const uint32_t* yb) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 40u;
  const int s = (int)(lane * 7u % 11u) - 5;
  const unsigned h = (lane + 3u) * 2654435761u;
  const float x = __uint_as_float(xb[lane]);
  const float y = __uint_as_float(yb[lane]);
  const long long big = (long long)s * 1000003LL * 999983LL - (long long)h;
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(cg::this_thread_block());
  cg::coalesced_group p = cg::labeled_partition(t32, (lane * 0x9e3779b1u) >> 30);
  out[o + 0] = cg::reduce(p, s, cg::plus<int>());
  out[o + 1] = cg::reduce(p, s, cg::less<int>());
  out[o + 2] = cg::reduce(p, s, cg::greater<int>());
  out[o + 3] = cg::reduce(p, s, cg::bit_and<int>());
  out[o + 4] = cg::reduce(p, s, cg::bit_or<int>());
  out[o + 5] = cg::reduce(p, s, cg::bit_xor<int>());
  out[o + 6] = cg::reduce(p, h, cg::plus<unsigned int>());
  out[o + 7] = cg::reduce(p, h, cg::less<unsigned int>());
  out[o + 8] = cg::reduce(p, h, cg::greater<unsigned int>());
  out[o + 9] = cg::reduce(p, h, cg::bit_and<unsigned int>());
  out[o + 10] = cg::reduce(p, h, cg::bit_or<unsigned int>());
  out[o + 11] = cg::reduce(p, h, cg::bit_xor<unsigned int>());
  out[o + 12] = fb(cg::reduce(p, x, cg::plus<float>()));
  out[o + 13] = fb(cg::reduce(p, x, cg::less<float>()));
  out[o + 14] = fb(cg::reduce(p, x, cg::greater<float>()));
  out[o + 15] = fb(cg::reduce(p, y, cg::plus<float>()));
  out[o + 16] = fb(cg::reduce(p, y, cg::less<float>()));
  out[o + 17] = fb(cg::reduce(p, y, cg::greater<float>()));
  out[o + 18] = cg::inclusive_scan(p, s, cg::plus<int>());
  out[o + 19] = cg::inclusive_scan(p, s, cg::less<int>());
  out[o + 20] = cg::exclusive_scan(p, s, cg::plus<int>());
  out[o + 21] = cg::exclusive_scan(p, s, cg::greater<int>());
  out[o + 22] = cg::inclusive_scan(p, h);
  out[o + 23] = cg::exclusive_scan(p, h, cg::bit_and<unsigned int>());
  out[o + 24] = fb(cg::inclusive_scan(p, x, cg::plus<float>()));
  out[o + 25] = fb(cg::exclusive_scan(p, x, cg::plus<float>()));
  out[o + 26] = fb(cg::inclusive_scan(p, y, cg::greater<float>()));
  out[o + 27] = fb(cg::exclusive_scan(p, y, cg::less<float>()));
  const long long rs = cg::reduce(p, big, cg::plus<long long>());
  out[o + 28] = (uint32_t)rs;
  out[o + 29] = (uint32_t)(rs >> 32);
  const long long is = cg::inclusive_scan(p, big, cg::plus<long long>());
  out[o + 30] = (uint32_t)is;
  out[o + 31] = (uint32_t)(is >> 32);
  const unsigned long long rx = cg::reduce(p, (unsigned long long)big, cg::bit_xor<unsigned long long>());
  out[o + 32] = (uint32_t)rx;
  out[o + 33] = (uint32_t)(rx >> 32);
  cg::coalesced_group b = cg::binary_partition(t32, lane == 0u);
  out[o + 34] = fb(cg::reduce(b, x, cg::plus<float>()));
  out[o + 35] = fb(cg::reduce(b, y, cg::plus<float>()));
  out[o + 36] = fb(cg::exclusive_scan(b, x, cg::plus<float>()));
  out[o + 37] = fb(cg::inclusive_scan(b, y, cg::less<float>()));
  out[o + 38] = cg::reduce(b, s, cg::plus<int>());
  out[o + 39] = cg::exclusive_scan(b, s, cg::less<int>());
}

// reduce_small_tiles.ts
__global__ void k_reduce_small_tiles(uint32_t* out, const uint32_t* xb, const uint32_t* yb) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 35u;
  const int s = (int)(lane * 7u % 11u) - 5;
  const unsigned h = (lane + 1u) * 2654435761u;
  const float x = __uint_as_float(xb[lane]);
  const float y = __uint_as_float(yb[lane]);
  const long long big = (long long)s * 1000003LL * 1000003LL + (long long)lane;
  const unsigned long long ub = ((unsigned long long)h << 32) | (unsigned long long)(h ^ 0x5555u);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(block);
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  out[o + 0] = cg::reduce(t1, s, cg::plus<int>());
  out[o + 1] = fb(cg::reduce(t1, x, cg::plus<float>()));
  out[o + 2] = fb(cg::inclusive_scan(t1, x, cg::plus<float>()));
  out[o + 3] = fb(cg::exclusive_scan(t1, x, cg::plus<float>()));
  out[o + 4] = cg::exclusive_scan(t1, s, cg::plus<int>());
  out[o + 5] = cg::exclusive_scan(t1, s, cg::less<int>());
  out[o + 6] = cg::reduce(t1, h, cg::greater<unsigned int>());
  out[o + 7] = cg::reduce(t2, s, cg::plus<int>());
  out[o + 8] = cg::reduce(t2, s, cg::less<int>());
  out[o + 9] = cg::reduce(t2, s, cg::greater<int>());
  out[o + 10] = cg::reduce(t2, h, cg::bit_and<unsigned int>());
  out[o + 11] = cg::reduce(t2, h, cg::bit_or<unsigned int>());
  out[o + 12] = cg::reduce(t2, h, cg::bit_xor<unsigned int>());
  out[o + 13] = fb(cg::reduce(t2, x, cg::plus<float>()));
  out[o + 14] = fb(cg::reduce(t2, x, cg::less<float>()));
  out[o + 15] = fb(cg::reduce(t2, x, cg::greater<float>()));
  out[o + 16] = fb(cg::reduce(t2, y, cg::plus<float>()));
  out[o + 17] = fb(cg::reduce(t2, y, cg::less<float>()));
  out[o + 18] = fb(cg::reduce(t2, y, cg::greater<float>()));
  out[o + 19] = fb(cg::inclusive_scan(t2, y, cg::plus<float>()));
  out[o + 20] = fb(cg::exclusive_scan(t2, x, cg::plus<float>()));
  out[o + 21] = cg::exclusive_scan(t2, s, cg::plus<int>());
  out[o + 22] = cg::exclusive_scan(t2, h, cg::bit_or<unsigned int>());
  const long long a = cg::reduce(t32, big, cg::plus<long long>());
  out[o + 23] = (uint32_t)a;
  out[o + 24] = (uint32_t)(a >> 32);
  const long long b = cg::reduce(t8, big, cg::less<long long>());
  out[o + 25] = (uint32_t)b;
  out[o + 26] = (uint32_t)(b >> 32);
  const long long c = cg::reduce(t2, big, cg::greater<long long>());
  out[o + 27] = (uint32_t)c;
  out[o + 28] = (uint32_t)(c >> 32);
  const unsigned long long d = cg::reduce(t16, ub, cg::bit_or<unsigned long long>());
  out[o + 29] = (uint32_t)d;
  out[o + 30] = (uint32_t)(d >> 32);
  const long long e = cg::exclusive_scan(t32, big, cg::plus<long long>());
  out[o + 31] = (uint32_t)e;
  out[o + 32] = (uint32_t)(e >> 32);
  const unsigned long long f = cg::inclusive_scan(t4, ub, cg::greater<unsigned long long>());
  out[o + 33] = (uint32_t)f;
  out[o + 34] = (uint32_t)(f >> 32);
}

// reduce_double.ts (the Warp TS kernel writes a double[]; here each double is its high
// then its low word)
__global__ void k_reduce_double(uint32_t* out, const uint32_t* xb) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const double d = (double)__uint_as_float(xb[lane]) / 3.0;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(block);
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::coalesced_group p = cg::labeled_partition(t32, (lane * 0x9e3779b1u) >> 30);
  double r[16];
  r[0] = cg::reduce(t32, d, cg::plus<double>());
  r[1] = cg::reduce(t16, d, cg::plus<double>());
  r[2] = cg::reduce(t8, d, cg::plus<double>());
  r[3] = cg::reduce(t4, d, cg::plus<double>());
  r[4] = cg::reduce(t2, d, cg::plus<double>());
  r[5] = cg::reduce(t1, d, cg::plus<double>());
  r[6] = cg::reduce(t32, d, cg::less<double>());
  r[7] = cg::reduce(t8, d, cg::greater<double>());
  r[8] = cg::inclusive_scan(t32, d, cg::plus<double>());
  r[9] = cg::exclusive_scan(t32, d, cg::plus<double>());
  r[10] = cg::inclusive_scan(t8, d, cg::plus<double>());
  r[11] = cg::exclusive_scan(t8, d, cg::greater<double>());
  r[12] = cg::reduce(p, d, cg::plus<double>());
  r[13] = cg::inclusive_scan(p, d, cg::plus<double>());
  r[14] = cg::exclusive_scan(p, d, cg::plus<double>());
  r[15] = t16.shfl_xor(d, 5u);
  for (int k = 0; k < 16; k++) {
    out[g * 32u + 2u * k] = (uint32_t)__double2hiint(r[k]);
    out[g * 32u + 2u * k + 1u] = (uint32_t)__double2loint(r[k]);
  }
}

// match_votes.ts
__global__ void k_match_votes(uint32_t* out, const uint32_t* yb) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 22u;
  const float y = __uint_as_float(yb[lane]);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(block);
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  int p[1] = { 0 };
  out[o + 0] = t8.match_all(y, p[0]);
  out[o + 1] = p[0];
  out[o + 2] = t2.match_all(y, p[0]);
  out[o + 3] = p[0];
  out[o + 4] = t4.match_any(y);
  out[o + 5] = t16.match_all((long long)(lane & 1u) << 32, p[0]);
  out[o + 6] = p[0];
  out[o + 7] = t32.match_any((long long)(lane % 3u) << 33);
  out[o + 8] = t32.match_all((double)(lane / 16u), p[0]);
  out[o + 9] = p[0];
  out[o + 10] = t16.match_all((double)(lane / 16u), p[0]);
  out[o + 11] = p[0];
  out[o + 12] = t1.match_all(lane, p[0]);
  out[o + 13] = p[0];
  out[o + 14] = t4.match_all((unsigned)(lane < 6u), p[0]);
  out[o + 15] = p[0];
  out[o + 16] = t8.ballot((int)lane - 9);
  out[o + 17] = (unsigned)t8.any((int)(lane & 8u)) + 2u * (unsigned)t8.all((int)(lane | 1u) - 1);
  out[o + 18] = t32.match_any(__float_as_uint(y) & 0x80000000u);
  out[o + 19] = t2.match_any(y);
  out[o + 20] = t16.match_any((unsigned long long)(lane & 3u) << 62);
  out[o + 21] = (unsigned)t4.all((int)(lane & 12u)) + 2u * (unsigned)t32.any((int)lane - (int)lane);
}

// struct_shfl64.ts
struct Rec { double d; bool b; int i; };
struct Mix { float f; long long l; unsigned u; };
struct Big { double a; double b; double c; int k; };
struct Flags { bool p; bool q; };

__device__ void recOut(uint32_t* out, unsigned o, Rec r) {
  out[o] = (uint32_t)(r.d * 1024.0);
  out[o + 1] = (uint32_t)r.b;
  out[o + 2] = (uint32_t)r.i;
}

__device__ void mixOut(uint32_t* out, unsigned o, Mix m) {
  out[o] = fb(m.f);
  out[o + 1] = (uint32_t)m.l;
  out[o + 2] = (uint32_t)(m.l >> 32);
  out[o + 3] = m.u;
}

__device__ void bigOut(uint32_t* out, unsigned o, Big b) {
  out[o] = (uint32_t)(b.a * 1024.0);
  out[o + 1] = (uint32_t)(b.b * -1024.0);
  out[o + 2] = (uint32_t)(b.c * 1024.0);
  out[o + 3] = (uint32_t)b.k;
}

__global__ void k_struct_shfl64(uint32_t* out) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 38u;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  const Rec rec = Rec{ 1048576.0 + (double)(lane * 4096u) + (double)(lane * 3u + 1u) / 1024.0, lane % 3u == 0u, (int)lane - 16 };
  const Mix mix = Mix{ (float)lane * 0.75f, ((long long)lane << 36) - (long long)(lane * 11u), lane * 2654435761u };
  const Big big = Big{ (double)lane + 0.5, 0.0 - (double)(lane * 2u) - 0.25, 1073741824.0 / 1024.0 + (double)lane / 512.0, (int)(lane * lane) };
  const Flags fl = Flags{ (lane & 1u) != 0u, lane > 20u };
  recOut(out, o + 0u, t8.shfl(rec, 5));
  recOut(out, o + 3u, t32.shfl_xor(rec, 9u));
  recOut(out, o + 6u, t16.shfl_up(rec, 3u));
  recOut(out, o + 9u, t4.shfl_down(rec, 1u));
  mixOut(out, o + 12u, t8.shfl_xor(mix, 3u));
  mixOut(out, o + 16u, t32.shfl(mix, -1));
  bigOut(out, o + 20u, t16.shfl_down(big, 6u));
  cg::coalesced_group part = cg::labeled_partition(t32, lane % 3u);
  recOut(out, o + 24u, part.shfl(rec, 1));
  bigOut(out, o + 27u, part.shfl_up(big, 1));
  mixOut(out, o + 31u, part.shfl_down(mix, 2u));
  out[o + 35] = (uint32_t)t8.shfl_xor(lane % 5u == 0u, 2u);
  const Flags f2 = t2.shfl_xor(fl, 1u);
  out[o + 36] = (uint32_t)f2.p;
  out[o + 37] = (uint32_t)f2.q;
}

// struct_shared.ts
struct Cell { unsigned key; double val; bool hit; };
struct Acc { float sum; int n; };

__global__ void k_struct_shared(uint32_t* out) {
  __shared__ Cell cells[64];
  __shared__ Acc accs[8];
  __shared__ Acc accs2[8];
  cg::thread_block block = cg::this_thread_block();
  const unsigned r = block.thread_rank();
  const unsigned o = (blockIdx.x * 64u + r) * 10u;
  cells[r] = Cell{ r * 7u % 64u, (double)r * 0.5, r % 3u == 0u };
  block.sync();
  const Cell c = cells[(r * 5u + 3u) % 64u];
  out[o + 0] = c.key;
  out[o + 1] = (uint32_t)(c.val * 2.0);
  out[o + 2] = (uint32_t)c.hit;
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  const float sum = cg::reduce(t8, (float)r * 0.25f + 0.1f, cg::plus<float>());
  const int hits = cg::reduce(t8, (int)c.hit, cg::plus<int>());
  if (t8.thread_rank() == 0u) {
    accs[t8.meta_group_rank()] = Acc{ 0.0f, -1 };
    accs[t8.meta_group_rank()].sum = sum;
    accs[t8.meta_group_rank()].n = hits;
  }
  block.sync();
  const Acc a = accs[(t8.meta_group_rank() + 1u) % 8u];
  out[o + 3] = fb(a.sum);
  out[o + 4] = (uint32_t)a.n;
  if (r < 8u) {
    accs2[r] = accs[7u - r];
  }
  cells[r].key += 1000u;
  block.sync();
  out[o + 5] = fb(accs2[r % 8u].sum);
  out[o + 6] = (uint32_t)accs2[r % 8u].n;
  out[o + 7] = cells[63u - r].key;
  out[o + 8] = (uint32_t)cells[63u - r].hit + 2u * (uint32_t)(cells[63u - r].val * 2.0);
  Acc loc[2] = { Acc{ 1.5f, 1 }, a };
  loc[r & 1u].n += (int)r;
  out[o + 9] = (uint32_t)(loc[0].n + 1000 * loc[1].n);
}

// group_fn.ts
__device__ unsigned sub(cg::thread_block_tile<16> t, unsigned v) {
  cg::thread_block_tile<4> q = cg::tiled_partition<4>(t);
  cg::coalesced_group p = cg::labeled_partition(q, v % 3u);
  cg::coalesced_group b = cg::binary_partition(p, (v & 8u) != 0u);
  return pack24(b.size(), b.thread_rank(), b.meta_group_rank(), b.meta_group_size()) + 64u * q.meta_group_rank();
}

__device__ unsigned twice(cg::thread_block_tile<8> t) {
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(t);
  return t2.meta_group_rank() + 10u * t2.meta_group_size() + 100u * t.meta_group_rank() + 1000u * t.meta_group_size() + 10000u * t2.thread_rank();
}

__device__ float halves(cg::coalesced_group c, float x) {
  cg::coalesced_group h = cg::binary_partition(c, c.thread_rank() % 2u == 0u);
  return cg::reduce(h, x, cg::plus<float>());
}

__device__ unsigned blockTiles(cg::thread_block b) {
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);
  cg::thread_block_tile<8> u = cg::tiled_partition<8>(t);
  return u.meta_group_rank() + 10u * t.meta_group_rank() + 100u * u.thread_rank() + 1000u * u.meta_group_size();
}

__device__ int inner(cg::thread_block_tile<8> t, int v) {
  return cg::exclusive_scan(t, v, cg::plus<int>()) + 1000 * (int)t.meta_group_rank() + 100000 * (int)t.meta_group_size();
}

__device__ int passOn(cg::thread_block_tile<16> t, int v) {
  return inner(cg::tiled_partition<8>(t), v);
}

__global__ void k_group_fn(uint32_t* out, const uint32_t* xb) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 8u;
  const unsigned v = (threadIdx.x * 2654435761u) >> 24;
  const int s = (int)(threadIdx.x * 7u % 11u) - 5;
  const float x = __uint_as_float(xb[lane]);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(t32);
  out[o + 0] = sub(t16, v);
  out[o + 1] = twice(t8);
  out[o + 2] = twice(cg::tiled_partition<8>(block));
  cg::coalesced_group part = cg::labeled_partition(t32, lane / 5u);
  out[o + 3] = fb(halves(part, x));
  out[o + 4] = blockTiles(block);
  out[o + 5] = (uint32_t)passOn(t16, s);
  out[o + 6] = (uint32_t)inner(t8, s);
  out[o + 7] = pack24(part.size(), part.thread_rank(), part.meta_group_rank(), part.meta_group_size());
}

// coalesced_loop.ts
__global__ void k_coalesced_loop(uint32_t* out) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 13u;
  for (unsigned i = 0; i < 4u; i++) {
    if (lane % 4u < i) break;
    cg::coalesced_group c = cg::coalesced_threads();
    out[o + i * 2u] = c.size() + 64u * c.thread_rank();
    out[o + i * 2u + 1u] = c.ballot(lane > 15u);
  }
  for (unsigned i = 0; i < 3u; i++) {
    if ((lane + i) % 3u == 0u) continue;
    cg::coalesced_group e = cg::coalesced_threads();
    out[o + 8u + i] = e.size() + 64u * e.thread_rank();
  }
  cg::coalesced_group d = cg::coalesced_threads();
  out[o + 11] = d.size() + 64u * d.thread_rank();
  out[o + 12] = d.ballot(lane % 5u == 0u);
}

// partial_warp_48.ts
__global__ void k_partial_warp_48(uint32_t* out, const uint32_t* xb) {
  const unsigned lane = threadIdx.x & 31;
  const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned o = g * 11u;
  const unsigned v = lane * 5u + 2u;
  const int s = (int)(lane * 7u % 11u) - 5;
  const float x = __uint_as_float(xb[lane]);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::coalesced_group c = cg::coalesced_threads();
  out[o + 0] = c.size() + 64u * c.thread_rank();
  out[o + 1] = fb(cg::reduce(c, x, cg::plus<float>()));
  out[o + 2] = fb(cg::reduce(t16, x, cg::plus<float>()));
  out[o + 3] = cg::reduce(c, s, cg::plus<int>());
  out[o + 4] = c.ballot((lane & 1u) != 0u);
  out[o + 5] = c.shfl_down(v, 8u);
  out[o + 6] = c.shfl_up(v, 20);
  out[o + 7] = t16.meta_group_rank() + 10u * t16.meta_group_size();
  out[o + 8] = fb(cg::inclusive_scan(c, x, cg::plus<float>()));
  out[o + 9] = fb(cg::exclusive_scan(c, x, cg::plus<float>()));
  out[o + 10] = c.shfl(v, 17);
}

// ================================================================== inputs
// Full-mantissa floats of mixed sign and magnitude (readings.cu's in_mixed).
static Words in_mixed() {
  Words w(32);
  for (uint32_t l = 0; l < 32; l++)
    w[l] = ((l & 1) << 31) | ((124 + l % 7) << 23) | (hsh(l + 7) & 0x7fffff);
  return w;
}
// in_mixed with a quiet NaN at lane 5, a negative NaN with a payload at 22, signed zeros
// at 8-15, +inf at 27 and -inf at 28.
static Words in_special() {
  Words w = in_mixed();
  w[5] = 0x7fc00000u; w[22] = 0xffc00001u;
  const uint32_t z[8] = { 0x80000000u, 0, 0, 0x80000000u, 0x80000000u, 0x80000000u, 0, 0 };
  for (int i = 0; i < 8; i++) w[8 + i] = z[i];
  w[27] = 0x7f800000u; w[28] = 0xff800000u;
  return w;
}

int main() {
  int dev = 0; cudaDeviceProp prop; CK(cudaGetDeviceProperties(&prop, dev));
  int rt = 0, drv = 0; cudaRuntimeGetVersion(&rt); cudaDriverGetVersion(&drv);
#ifdef __CUDACC_DEBUG__
  const char* build = "nvcc -G -arch=sm_90 -fmad=false";
#else
  const char* build = "nvcc -O3 -arch=sm_90 -fmad=false";
#endif
  printf("{\"device\": \"%s\", \"cc\": \"%d.%d\", \"runtime\": %d, \"driver\": %d, \"build\": \"%s\"}\n",
         prop.name, prop.major, prop.minor, rt, drv, build);
  const dim3 w32(32, 1, 1);
  const Inputs none;
  Words mixed = in_mixed(), special = in_special();
  Inputs inX; inX.v.push_back({"xb", mixed});
  Inputs inY; inY.v.push_back({"yb", special});
  Inputs inXY; inXY.v.push_back({"xb", mixed}); inXY.v.push_back({"yb", special});
  uint32_t* dX = dev_words(mixed);
  uint32_t* dY = dev_words(special);

  const char* shapes = "coalesced_threads() passed to probe: rank+100*size+10000*meta rank+100000*meta size; shfl(v, 0|n-1|n|-1|r*3%n); shfl_up(v, 0|2|n|-3); shfl_down(v, 0|3|n-1|0xffffffff|33); ballot(lane%3==0); any(lane==13)+2*all(lane!=19); match_any(lane&6); match_any((long)(lane&2)<<31); match_all(lane>=7), p; reduce int s plus/greater, uint h and/or/less, int lane-16 xor, float x plus, y plus/greater, long plus lo/hi, less lo/hi; incl greater int, excl plus int, incl/excl plus float x, incl less y, excl default v, excl xor h, excl plus long lo/hi, incl greater long lo/hi";
  const char* modes[7] = { "cg2_coalesced_nested", "cg2_coalesced_ge7", "cg2_coalesced_ends", "cg2_coalesced_one",
                           "cg2_coalesced_no0", "cg2_coalesced_bits", "cg2_coalesced_all" };
  for (int m = 0; m < 7; m++) run_case(modes[m], 1, w32, 45, shapes, inXY, k_coalesced_shapes, dX, dY, m);
  run_case("cg2_tile_edges", 1, w32, 38,
           "v=lane*3+1: t8 xor 8, 33, 0, up 33, 8, down 32, 35, shfl -9; t16 shfl 0x7fffffff, up 16, xor 16; t32 up 0xffffffff, down 32, xor 32, shfl -33; t1 xor 1, up 1, shfl 5; t2 up 1, down 1, shfl -1, xor 2; t4 down 4, xor 7; t16 down 15; t4 up 3; t1 ballot(lane&1), any(lane&2)+2*all(lane&4), match_any(lane), match_all(lane), p; t2 ballot(lane%3==0), match_any(lane/2), match_all(lane), p, any(lane==5)+2*all(lane!=6); t32 ballot(lane-16); t16.all((lane&3)*7)+2*t8.any((lane&8)*3)",
           none, k_tile_edges);
  const char* ranks = "r; size+64*rank+4096*meta rank+2^18*meta size of t32, t16, t4, t1, t8 of t32, t16 of t32, t4 of t16, t2 of that; t32.ballot(x==0); t16.shfl(x+10y+100z, 5); t8of32.shfl_down(r, 3); reduce t16 plus z*7+x; reduce t4 greater y*3+x; thread_index, dim_threads (x+100y+10000z); incl scan t8of32 of x+y";
  run_case("cg2_ranks_96", 1, dim3(96, 1, 1), 17, ranks, none, k_tile_ranks_nd);
  run_case("cg2_ranks_3d", 1, dim3(3, 4, 8), 17, ranks, none, k_tile_ranks_nd);
  run_case("cg2_grid_tiles", dim3(2, 3, 2), dim3(4, 3, 2), 11,
           "group_index, thread_index (x+10y+100z), r+1000n, packs of t8, t4, t2 of t4, t8.ballot(ty==1), t8.shfl(gy*1000+r, 7), reduce t8 plus r*gx+gz, s[(r+7)%n] after block.sync (s[r]=3r+bl), t4.shfl_xor(tx*100+tz, 3)",
           none, k_grid_tiles);
  run_case("cg2_partitions_tiles", 1, dim3(64, 1, 1), 19,
           "size+256*rank+65536*meta+2^24*metas: p=labeled(t32,(h>>28)%3), ballot(lane>12), shfl(v,size-1), match_any(lane&4); q=labeled(p,lane&1), reduce plus v; b=binary(q,lane<16), shfl_up(v,1); labeled(t16,(long)(lane%3)<<32), ballot(1); labeled(t32,(ulong)(lane/8)<<40), excl scan v; labeled(t32,lane<20); binary(t16,false); labeled(t32,7); labeled(t32,lane), incl scan v; labeled(q,lane>=24), match_any(lane>>4)",
           none, k_partitions_tiles);
  run_case("cg2_partitions_coalesced", 1, w32, 13,
           "lanes with lane%3!=1: p=labeled(coalesced, lane%4): pack, ballot(lane>15), reduce plus x, incl plus x, excl plus s; b=binary(p, lane&8): pack, reduce greater v, shfl(v,0); labeled(b,(long)(lane&16)<<28): pack; lanes<20: h=binary(coalesced, lane&1): pack, excl plus x, shfl_down(v,2), c2.size+100*c.size",
           inX, k_partitions_coalesced, dX);
  run_case("cg2_reduce_partitions", 1, w32, 40,
           "p=labeled(t32,(lane*0x9e3779b1)>>30): reduce int s plus/less/greater/and/or/xor, uint h the same, float x plus/less/greater, y the same; incl plus/less int, excl plus/greater int, incl default uint, excl and uint, incl/excl plus float x, incl greater y, excl less y; long big reduce plus lo/hi, incl plus lo/hi, ulong xor lo/hi; b=binary(t32,lane==0): reduce plus x, y, excl plus x, incl less y, reduce plus s, excl less s",
           inXY, k_reduce_partitions, dX, dY);
  run_case("cg2_reduce_small_tiles", 1, w32, 35,
           "t1: reduce plus s, plus x, incl/excl plus x, excl plus/less s, reduce greater h; t2: reduce s plus/less/greater, h and/or/xor, x plus/less/greater, y plus/less/greater, incl plus y, excl plus x, excl plus s, excl or h; long: t32 plus, t8 less, t2 greater, ulong t16 or, t32 excl plus, t4 incl greater ulong (lo, hi each)",
           inXY, k_reduce_small_tiles, dX, dY);
  run_case("cg2_reduce_double", 1, w32, 32,
           "d=(double)x/3.0: reduce plus t32,t16,t8,t4,t2,t1; less t32, greater t8; incl/excl plus t32, incl plus t8, excl greater t8; labeled(t32,(lane*0x9e3779b1)>>30) reduce/incl/excl plus; t16.shfl_xor(d,5); each as hi, lo word",
           inX, k_reduce_double, dX);
  run_case("cg2_match_votes", 1, w32, 22,
           "y (special): t8 match_all(y),p; t2 match_all(y),p; t4 match_any(y); t16 match_all((long)(lane&1)<<32),p; t32 match_any((long)(lane%3)<<33); t32/t16 match_all((double)(lane/16)),p; t1 match_all(lane),p; t4 match_all(lane<6),p; t8 ballot(lane-9), any(lane&8)+2*all((lane|1)-1); t32 match_any(sign of y); t2 match_any(y); t16 match_any((ulong)(lane&3)<<62); t4.all(lane&12)+2*t32.any(0)",
           inY, k_match_votes, dY);
  run_case("cg2_struct_shfl64", 1, w32, 38,
           "Rec{double,bool,int}, Mix{float,long,uint}, Big{double x3,int}, Flags{bool,bool}: t8.shfl(rec,5), t32.shfl_xor(rec,9), t16.shfl_up(rec,3), t4.shfl_down(rec,1), t8.shfl_xor(mix,3), t32.shfl(mix,-1), t16.shfl_down(big,6), labeled(t32,lane%3) shfl(rec,1), shfl_up(big,1), shfl_down(mix,2); t8.shfl_xor(lane%5==0,2); t2.shfl_xor(flags,1); doubles as uint(d*1024)",
           none, k_struct_shfl64);
  run_case("cg2_struct_shared", 1, dim3(64, 1, 1), 10,
           "shared Cell{uint,double,bool}[64], Acc{float,int}[8] x2: c=cells[(5r+3)%64] key, val*2, hit; t8 reduce sums into accs by rank 0 (element then fields); accs[(meta+1)%8] sum, n; accs2[r]=accs[7-r]; cells[r].key+=1000; accs2[r%8] sum, n; cells[63-r] key, hit+2*val*2; local Acc[2] with n+=r: n0+1000*n1",
           none, k_struct_shared);
  run_case("cg2_group_fn", 1, dim3(64, 1, 1), 8,
           "sub(t16,v): binary(labeled(tiled<4>(t),v%3),v&8) pack+64*q.meta; twice(t8 of t32), twice(tiled<8>(block)): t2 meta+10*metas+100*t.meta+1000*t.metas+10000*t2.rank; halves(labeled(t32,lane/5),x): reduce plus of binary(c, rank%2==0); blockTiles(block); passOn(t16,s)=inner(tiled<8>(t),s); inner(t8,s): excl plus+1000*meta+100000*metas; pack of the labeled partition",
           inX, k_group_fn, dX);
  run_case("cg2_coalesced_loop", 1, w32, 13,
           "for i<4 {if lane%4<i break; c=coalesced: size+64*rank, ballot(lane>15)}; for i<3 {if (lane+i)%3==0 continue; size+64*rank}; after: size+64*rank, ballot(lane%5==0)",
           none, k_coalesced_loop);
  run_case("cg2_partial_warp_48", 1, dim3(48, 1, 1), 11,
           "48 threads, c=coalesced_threads(): size+64*rank, reduce plus x, t16 reduce plus x, reduce plus s, ballot(lane&1), shfl_down(v,8), shfl_up(v,20), t16 meta+10*metas, incl/excl plus x, shfl(v,17)",
           inX, k_partial_warp_48, dX);

  for (void* p : g_allocs) cudaFree(p);
  return 0;
}
