// Warp School hardware readings of cooperative groups and structs: one program that runs
// every kernel below and prints one JSON line per case, in the format of readings.cu
// (`{"case","grid","block","slots","note","inputs","out"}`); each kernel is the CUDA twin
// of tests/hardware/kernels/cg/<file>.ts, line for line.
//
// Build and run: oracle/cg.sh  (nvcc -O3 -arch=sm_90 -fmad=false, and the same with -G).
// Every thread writes `slots` 32-bit words at out[gid*slots + j] (gid as in readings.cu),
// into a buffer filled with 0xdeadbeef before the launch; floats as their bit patterns.
#include "cg-harness.h"

// ================================================================== kernels

// tile_ranks.ts
__global__ void k_tile_ranks(uint32_t* out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 27;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(block);
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<4> t16x4 = cg::tiled_partition<4>(t16);
  out[o + 0] = t1.thread_rank();
  out[o + 1] = t1.meta_group_rank();
  out[o + 2] = t1.meta_group_size();
  out[o + 3] = t2.thread_rank();
  out[o + 4] = t2.meta_group_rank();
  out[o + 5] = t2.num_threads();
  out[o + 6] = t4.thread_rank();
  out[o + 7] = t4.meta_group_rank();
  out[o + 8] = t4.meta_group_size();
  out[o + 9] = t4.size();
  out[o + 10] = t8.thread_rank();
  out[o + 11] = t8.meta_group_rank();
  out[o + 12] = t8.meta_group_size();
  out[o + 13] = t8.size();
  out[o + 14] = t16.thread_rank();
  out[o + 15] = t16.meta_group_rank();
  out[o + 16] = t16.meta_group_size();
  out[o + 17] = t16.num_threads();
  out[o + 18] = t32.thread_rank();
  out[o + 19] = t32.meta_group_rank();
  out[o + 20] = t32.meta_group_size();
  out[o + 21] = t32.size();
  out[o + 22] = t16x4.thread_rank();
  out[o + 23] = t16x4.meta_group_rank();
  out[o + 24] = t16x4.meta_group_size();
  out[o + 25] = block.thread_rank();
  out[o + 26] = block.size() * 1000u + block.num_threads();
}

// tile_shfl.ts
__global__ void k_tile_shfl(uint32_t* out) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 26;
  unsigned v = lane * 3u + 1u;
  float f = (float)lane * 0.5f + 0.25f;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<1> t1 = cg::tiled_partition<1>(block);
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<4> t16x4 = cg::tiled_partition<4>(t16);
  out[o + 0] = t8.shfl(v, 9);
  out[o + 1] = t8.shfl(v, (int)t8.thread_rank() + 3);
  out[o + 2] = t8.shfl(v, -1);
  out[o + 3] = t8.shfl_up(v, 3u);
  out[o + 4] = t8.shfl_down(v, 3u);
  out[o + 5] = t8.shfl_xor(v, 5u);
  out[o + 6] = t16.shfl(v, 21);
  out[o + 7] = t16.shfl_up(v, 5u);
  out[o + 8] = t16.shfl_down(v, 7u);
  out[o + 9] = t16.shfl_xor(v, 9u);
  out[o + 10] = t4.shfl(v, 6);
  out[o + 11] = t4.shfl_up(v, 1u);
  out[o + 12] = t4.shfl_down(v, 2u);
  out[o + 13] = t4.shfl_xor(v, 3u);
  out[o + 14] = t32.shfl(v, 37);
  out[o + 15] = t32.shfl_up(v, 17u);
  out[o + 16] = t32.shfl_down(v, 31u);
  out[o + 17] = t32.shfl_xor(v, 31u);
  out[o + 18] = t2.shfl_xor(v, 1u);
  out[o + 19] = t2.shfl(v, 3);
  out[o + 20] = t1.shfl(v, 0);
  out[o + 21] = t1.shfl_down(v, 1u);
  out[o + 22] = fb(t16.shfl_down(f, 1u));
  out[o + 23] = t16x4.shfl(v, 5);
  out[o + 24] = t16x4.shfl_xor(v, 2u);
  out[o + 25] = t16x4.ballot(lane % 3u == 0u);
}

// tile_votes.ts
__global__ void k_tile_votes(uint32_t* out) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 32;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  int p[1] = { 0 };
  out[o + 0] = t4.ballot(lane % 3u == 0u);
  out[o + 1] = t4.any(lane == 13u);
  out[o + 2] = t4.all(lane < 20u);
  out[o + 3] = t4.match_any(lane % 3u);
  out[o + 4] = t4.match_all(lane / 8u, p[0]);
  out[o + 5] = p[0];
  out[o + 6] = t4.match_all(lane, p[0]);
  out[o + 7] = p[0];
  out[o + 8] = t8.ballot(lane % 3u == 0u);
  out[o + 9] = t8.any(lane == 13u);
  out[o + 10] = t8.all(lane < 20u);
  out[o + 11] = t8.match_any(lane % 3u);
  out[o + 12] = t8.match_all(lane / 8u, p[0]);
  out[o + 13] = p[0];
  out[o + 14] = t8.match_all(lane / 4u, p[0]);
  out[o + 15] = p[0];
  out[o + 16] = t16.ballot(lane % 3u == 0u);
  out[o + 17] = t16.any(lane == 13u);
  out[o + 18] = t16.all(lane < 20u);
  out[o + 19] = t16.match_any(lane % 3u);
  out[o + 20] = t16.match_all(lane / 16u, p[0]);
  out[o + 21] = p[0];
  out[o + 22] = t16.match_all(lane / 8u, p[0]);
  out[o + 23] = p[0];
  out[o + 24] = t32.ballot(lane % 3u == 0u);
  out[o + 25] = t32.any(lane == 13u);
  out[o + 26] = t32.all(lane < 20u);
  out[o + 27] = t32.match_any(lane % 3u);
  out[o + 28] = t32.match_all(7, p[0]);
  out[o + 29] = p[0];
  out[o + 30] = t32.match_all(lane / 16u, p[0]);
  out[o + 31] = p[0];
}

// coalesced.ts
__device__ void probe(cg::coalesced_group c, uint32_t* out, unsigned o, unsigned lane, const uint32_t* xb) {
  unsigned v = lane * 5u + 2u;
  int s = (int)(lane * 7u % 11u) - 5;
  float x = __uint_as_float(xb[lane]);
  unsigned r = c.thread_rank();
  unsigned n = c.size();
  int p[1] = { 0 };
  out[o + 0] = r;
  out[o + 1] = n;
  out[o + 2] = c.num_threads();
  out[o + 3] = c.meta_group_rank();
  out[o + 4] = c.meta_group_size();
  out[o + 5] = c.shfl(v, 0);
  out[o + 6] = c.shfl(v, 3);
  out[o + 7] = c.shfl(v, (int)n - 1);
  out[o + 8] = c.shfl(v, (int)((r + 1u) % n));
  out[o + 9] = c.shfl_up(v, 1u);
  out[o + 10] = c.shfl_up(v, 3u);
  out[o + 11] = c.shfl_down(v, 2u);
  out[o + 12] = c.shfl_down(v, n - 1u);
  out[o + 13] = c.ballot(lane % 3u == 0u);
  out[o + 14] = c.ballot(true);
  out[o + 15] = c.any(lane == 3u);
  out[o + 16] = c.any(lane == 8u);
  out[o + 17] = c.all(lane != 31u);
  out[o + 18] = c.match_any(lane % 4u);
  out[o + 19] = c.match_all(7, p[0]);
  out[o + 20] = p[0];
  out[o + 21] = c.match_all(lane, p[0]);
  out[o + 22] = p[0];
  out[o + 23] = cg::reduce(c, s, cg::plus<int>());
  out[o + 24] = cg::reduce(c, s, cg::less<int>());
  out[o + 25] = cg::reduce(c, v, cg::greater<unsigned int>());
  out[o + 26] = cg::reduce(c, v * 2654435761u, cg::bit_xor<unsigned int>());
  out[o + 27] = fb(cg::reduce(c, x, cg::plus<float>()));
  out[o + 28] = fb(cg::reduce(c, x, cg::less<float>()));
  out[o + 29] = cg::inclusive_scan(c, s, cg::plus<int>());
  out[o + 30] = cg::exclusive_scan(c, s, cg::plus<int>());
  out[o + 31] = fb(cg::inclusive_scan(c, x, cg::plus<float>()));
  out[o + 32] = fb(cg::exclusive_scan(c, x, cg::plus<float>()));
  out[o + 33] = cg::exclusive_scan(c, s, cg::less<int>());
  out[o + 34] = cg::inclusive_scan(c, v);
}

__global__ void k_coalesced(uint32_t* out, const uint32_t* xb, int mode) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if (mode == 2 && lane % 3u == 1u) return;
  bool member = mode == 0 ? (lane & 1u) != 0u : mode == 1 ? lane < 5u : true;
  if (member) {
    cg::coalesced_group c = cg::coalesced_threads();
    probe(c, out, g * 35u, lane, xb);
  }
}

// partitions.ts
__global__ void k_partitions(uint32_t* out) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 25;
  unsigned v = lane * 5u + 2u;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::coalesced_group p = cg::labeled_partition(t32, (int)(lane % 3u));
  out[o + 0] = p.size();
  out[o + 1] = p.thread_rank();
  out[o + 2] = p.meta_group_rank();
  out[o + 3] = p.meta_group_size();
  out[o + 4] = p.ballot(lane > 10u);
  out[o + 5] = p.shfl(v, 0);
  out[o + 6] = cg::reduce(p, v, cg::plus<unsigned int>());
  out[o + 7] = cg::inclusive_scan(p, v);
  cg::coalesced_group q = cg::binary_partition(t32, lane < 5u);
  out[o + 8] = q.size();
  out[o + 9] = q.thread_rank();
  out[o + 10] = q.meta_group_rank();
  out[o + 11] = q.meta_group_size();
  out[o + 12] = cg::reduce(q, v, cg::plus<unsigned int>());
  cg::coalesced_group r = cg::labeled_partition(t16, lane & 3u);
  out[o + 13] = r.size();
  out[o + 14] = r.thread_rank();
  out[o + 15] = r.meta_group_rank();
  out[o + 16] = r.meta_group_size();
  cg::coalesced_group whole = cg::binary_partition(t32, lane < 100u);
  out[o + 17] = whole.size();
  out[o + 18] = whole.meta_group_rank();
  out[o + 19] = whole.meta_group_size();
  if ((lane & 1u) != 0u) {
    cg::coalesced_group c = cg::coalesced_threads();
    cg::coalesced_group b = cg::binary_partition(c, lane % 4u == 1u);
    out[o + 20] = b.size();
    out[o + 21] = b.thread_rank();
    out[o + 22] = b.meta_group_rank();
    out[o + 23] = b.meta_group_size();
    out[o + 24] = b.ballot(lane > 16u);
  }
}

// reduce_int.ts, reduce_uint.ts
#define REDUCE6(T, t, k) \
  out[o + k + 0] = (uint32_t)cg::reduce(t, v, cg::plus<T>()); \
  out[o + k + 1] = (uint32_t)cg::reduce(t, v, cg::less<T>()); \
  out[o + k + 2] = (uint32_t)cg::reduce(t, v, cg::greater<T>()); \
  out[o + k + 3] = (uint32_t)cg::reduce(t, v, cg::bit_and<T>()); \
  out[o + k + 4] = (uint32_t)cg::reduce(t, v, cg::bit_or<T>()); \
  out[o + k + 5] = (uint32_t)cg::reduce(t, v, cg::bit_xor<T>());

template <typename T>
__global__ void k_reduce_int(uint32_t* out) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 24;
  unsigned h = lane * 2654435761u;
  T v = (T)(h ^ (h >> 13));
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  REDUCE6(T, t4, 0)
  REDUCE6(T, t8, 6)
  REDUCE6(T, t16, 12)
  REDUCE6(T, t32, 18)
}

// reduce_float.ts
#define REDUCE_F(t, k) \
  out[o + k + 0] = fb(cg::reduce(t, x, cg::plus<float>())); \
  out[o + k + 1] = fb(cg::reduce(t, x, cg::less<float>())); \
  out[o + k + 2] = fb(cg::reduce(t, x, cg::greater<float>())); \
  out[o + k + 3] = fb(cg::reduce(t, y, cg::plus<float>())); \
  out[o + k + 4] = fb(cg::reduce(t, y, cg::less<float>())); \
  out[o + k + 5] = fb(cg::reduce(t, y, cg::greater<float>()));

__global__ void k_reduce_float(uint32_t* out, const uint32_t* xb, const uint32_t* yb) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 24;
  float x = __uint_as_float(xb[lane]);
  float y = __uint_as_float(yb[lane]);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  REDUCE_F(t4, 0)
  REDUCE_F(t8, 6)
  REDUCE_F(t16, 12)
  REDUCE_F(t32, 18)
}

// scan_tile.ts
#define SCAN10(t, k) \
  out[o + k + 0] = (uint32_t)cg::inclusive_scan(t, s, cg::plus<int>()); \
  out[o + k + 1] = (uint32_t)cg::exclusive_scan(t, s, cg::plus<int>()); \
  out[o + k + 2] = fb(cg::inclusive_scan(t, x, cg::plus<float>())); \
  out[o + k + 3] = fb(cg::exclusive_scan(t, x, cg::plus<float>())); \
  out[o + k + 4] = (uint32_t)cg::inclusive_scan(t, s, cg::less<int>()); \
  out[o + k + 5] = (uint32_t)cg::exclusive_scan(t, s, cg::less<int>()); \
  out[o + k + 6] = cg::inclusive_scan(t, u); \
  out[o + k + 7] = cg::exclusive_scan(t, u, cg::bit_xor<unsigned int>()); \
  out[o + k + 8] = fb(cg::inclusive_scan(t, y, cg::greater<float>())); \
  out[o + k + 9] = fb(cg::exclusive_scan(t, y, cg::greater<float>()));

__global__ void k_scan_tile(uint32_t* out, const uint32_t* xb, const uint32_t* yb) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 40;
  int s = (int)(lane * 7u % 11u) - 5;
  unsigned u = lane * 2654435761u;
  float x = __uint_as_float(xb[lane]);
  float y = __uint_as_float(yb[lane]);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  SCAN10(t4, 0)
  SCAN10(t8, 10)
  SCAN10(t16, 20)
  SCAN10(t32, 30)
}

// struct_argmax.ts
struct Pair { float v; int i; };

__device__ Pair better(Pair a, Pair b) {
  if (b.v > a.v || (b.v == a.v && b.i < a.i)) return b;
  return a;
}

__global__ void k_struct_argmax(uint32_t* out) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 12;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  const Pair p = Pair{ (float)((lane * 7u) % 5u), (int)lane };
  Pair m = p;
  for (unsigned k = 16; k > 0; k >>= 1) m = better(m, t32.shfl_xor(m, k));
  out[o + 0] = fb(m.v);
  out[o + 1] = (uint32_t)m.i;
  Pair m8 = p;
  for (unsigned k = 4; k > 0; k >>= 1) m8 = better(m8, t8.shfl_xor(m8, k));
  out[o + 2] = fb(m8.v);
  out[o + 3] = (uint32_t)m8.i;
  const Pair a = t16.shfl(p, 3);
  out[o + 4] = fb(a.v);
  out[o + 5] = (uint32_t)a.i;
  const Pair b = t16.shfl_up(p, 2u);
  out[o + 6] = fb(b.v);
  out[o + 7] = (uint32_t)b.i;
  const Pair c = t16.shfl_down(p, 5u);
  out[o + 8] = fb(c.v);
  out[o + 9] = (uint32_t)c.i;
  if ((lane & 1u) != 0u) {
    cg::coalesced_group odd = cg::coalesced_threads();
    const Pair d = odd.shfl(p, 1);
    out[o + 10] = fb(d.v);
    out[o + 11] = (uint32_t)d.i;
  }
}

// struct_welford.ts
struct Welford { float n; float mean; float m2; };

__device__ Welford combine(Welford a, Welford b) {
  const float n = a.n + b.n;
  const float d = b.mean - a.mean;
  const float w = b.n / n;
  const Welford r = Welford{ n, a.mean + d * w, a.m2 + b.m2 + d * d * a.n * w };
  return r;
}

__global__ void k_struct_welford(uint32_t* out, const uint32_t* xb) {
  unsigned lane = threadIdx.x & 31;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned o = g * 6;
  float x = __uint_as_float(xb[lane]);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  Welford w = Welford{ 1.0f, x, 0.0f };
  for (unsigned k = 16; k > 0; k >>= 1) w = combine(w, t32.shfl_down(w, k));
  out[o + 0] = fb(w.n);
  out[o + 1] = fb(w.mean);
  out[o + 2] = fb(w.m2);
  Welford b = Welford{ 0.0f, 0.0f, 0.0f };
  b.n = 1.0f;
  b.mean = x;
  for (unsigned k = 8; k > 0; k >>= 1) b = combine(b, t16.shfl_xor(b, k));
  out[o + 3] = fb(b.n);
  out[o + 4] = fb(b.mean);
  out[o + 5] = fb(b.m2);
}

// group_params.ts
__device__ int tileSum(cg::thread_block_tile<16> t, int v) {
  int s = v;
  for (unsigned k = 8; k > 0; k >>= 1) s += t.shfl_down(s, k);
  return t.shfl(s, 0);
}
__device__ int quadMax(cg::thread_block_tile<4> t, int v) {
  return cg::reduce(t, v, cg::greater<int>());
}
__device__ unsigned rankInfo(cg::coalesced_group c) {
  return c.thread_rank() * 100u + c.size();
}
__device__ unsigned blockInfo(cg::thread_block b) {
  return b.thread_rank() * 1000u + b.size();
}

__global__ void k_group_params(uint32_t* out) {
  unsigned t = threadIdx.x;
  unsigned lane = t & 31;
  unsigned g = blockIdx.x * blockDim.x + t;
  unsigned o = g * 5;
  int v = (int)(t * 7u % 13u) - 6;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<4> q = cg::tiled_partition<4>(t16);
  out[o + 0] = (uint32_t)tileSum(t16, v);
  out[o + 1] = (uint32_t)quadMax(q, v);
  out[o + 2] = blockInfo(block);
  if (lane % 4u != 0u) {
    out[o + 3] = rankInfo(cg::coalesced_threads());
  }
  out[o + 4] = q.meta_group_rank() + 10u * t16.meta_group_rank();
}

// block_index.ts
__global__ void k_block_index(uint32_t* out) {
  __shared__ unsigned s[16];
  cg::thread_block block = cg::this_thread_block();
  dim3 gi = block.group_index();
  dim3 ti = block.thread_index();
  dim3 dt = block.dim_threads();
  unsigned r = block.thread_rank();
  unsigned n = block.size();
  unsigned bl = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  unsigned o = (bl * n + r) * 14;
  out[o + 0] = gi.x;
  out[o + 1] = gi.y;
  out[o + 2] = gi.z;
  out[o + 3] = ti.x;
  out[o + 4] = ti.y;
  out[o + 5] = ti.z;
  out[o + 6] = dt.x;
  out[o + 7] = dt.y;
  out[o + 8] = dt.z;
  out[o + 9] = r;
  out[o + 10] = n;
  s[r] = r * 3u + bl;
  block.sync();
  out[o + 11] = s[(r + 5u) % n];
  block.sync();
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  s[r] = r * 7u + 1u;
  t4.sync();
  out[o + 12] = s[r ^ 1u];
  out[o + 13] = t4.meta_group_rank();
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
  Inputs inXY; inXY.v.push_back({"xb", mixed}); inXY.v.push_back({"yb", special});
  uint32_t* dX = dev_words(mixed);
  uint32_t* dY = dev_words(special);

  run_case("cg_tile_ranks", 1, dim3(64, 1, 1), 27,
           "tiles 1,2,4,8,16,32 of a 64-thread block and a tile of 4 of the tile of 16: thread_rank, meta_group_rank, meta_group_size, size; block thread_rank, size*1000+num_threads",
           none, k_tile_ranks);
  run_case("cg_tile_ranks_48", 1, dim3(48, 1, 1), 27,
           "the same in a 48-thread block (the second tile of 32 has 16 threads)", none, k_tile_ranks);
  run_case("cg_tile_shfl", 1, w32, 26,
           "v=lane*3+1: t8.shfl(v,9), shfl(v,rank+3), shfl(v,-1), up 3, down 3, xor 5; t16 shfl 21, up 5, down 7, xor 9; t4 shfl 6, up 1, down 2, xor 3; t32 shfl 37, up 17, down 31, xor 31; t2 xor 1, shfl 3; t1 shfl 0, down 1; t16 down 1 of lane*0.5+0.25; t4-of-t16 shfl 5, xor 2, ballot(lane%3==0)",
           none, k_tile_shfl);
  run_case("cg_tile_votes", 1, w32, 32,
           "tiles 4,8,16,32: ballot(lane%3==0), any(lane==13), all(lane<20), match_any(lane%3), match_all(lane/8|lane/4|lane/16|7, p), p, match_all(..., p), p",
           none, k_tile_votes);
  const char* cnote = "coalesced_threads() passed to probe: rank, size, num_threads, meta rank/size, shfl(v,0|3|n-1|(r+1)%n), up 1, up 3, down 2, down n-1, ballot(lane%3==0), ballot(1), any(lane==3), any(lane==8), all(lane!=31), match_any(lane%4), match_all(7), p, match_all(lane), p, reduce plus/less int s, greater uint v, bit_xor uint v*2654435761, plus/less float x, incl/excl plus int s, incl/excl plus float x, excl less int s, incl default uint v";
  run_case("cg_coalesced_odd", 1, w32, 35, cnote, inX, k_coalesced, dX, 0);
  run_case("cg_coalesced_lt5", 1, w32, 35, cnote, inX, k_coalesced, dX, 1);
  run_case("cg_coalesced_after_return", 1, w32, 35, cnote, inX, k_coalesced, dX, 2);
  run_case("cg_coalesced_full", 1, w32, 35, cnote, inX, k_coalesced, dX, 3);
  run_case("cg_partitions", 1, w32, 25,
           "labeled_partition(t32, lane%3): size, rank, meta rank/size, ballot(lane>10), shfl(v,0), reduce plus, incl scan; binary_partition(t32, lane<5): size, rank, meta, reduce; labeled_partition(t16, lane&3): size, rank, meta; binary_partition(t32, true): size, meta; odd lanes binary_partition(coalesced, lane%4==1): size, rank, meta, ballot(lane>16)",
           none, k_partitions);
  run_case("cg_reduce_int", 1, w32, 24,
           "v=int(hsh(lane)): reduce plus, less, greater, bit_and, bit_or, bit_xor over tiles 4, 8, 16, 32", none, k_reduce_int<int>);
  run_case("cg_reduce_uint", 1, w32, 24,
           "v=hsh(lane) unsigned: reduce plus, less, greater, bit_and, bit_or, bit_xor over tiles 4, 8, 16, 32", none, k_reduce_int<unsigned int>);
  run_case("cg_reduce_float", 1, w32, 24,
           "tiles 4, 8, 16, 32: reduce plus, less, greater of x (mixed), then of y (NaN, -NaN payload, signed zeros, infinities)", inXY, k_reduce_float, dX, dY);
  run_case("cg_scan_tile", 1, w32, 40,
           "tiles 4, 8, 16, 32: incl/excl plus int s, incl/excl plus float x, incl/excl less int s, incl default uint u, excl bit_xor uint u, incl/excl greater float y", inXY, k_scan_tile, dX, dY);
  run_case("cg_struct_argmax", 1, w32, 12,
           "Pair{float v=(lane*7)%5, int i=lane}: argmax by t32 and t8 shfl_xor with better(a,b); t16 shfl 3, shfl_up 2, shfl_down 5; odd lanes coalesced shfl 1", none, k_struct_argmax);
  run_case("cg_struct_welford", 1, w32, 6,
           "Welford{n,mean,m2} of x (mixed): t32 shfl_down 16..1 combine; t16 shfl_xor 8..1 combine", inX, k_struct_welford, dX);
  run_case("cg_group_params", 1, dim3(64, 1, 1), 5,
           "v=t*7%13-6: tileSum(t16) shfl_down 8..1 then shfl 0; quadMax(t4 of t16) reduce greater; blockInfo(block) rank*1000+size; lanes%4!=0 rankInfo(coalesced) rank*100+size; q.meta_group_rank + 10*t16.meta_group_rank",
           none, k_group_params);
  run_case("cg_block_index", dim3(2, 3, 1), dim3(4, 2, 2), 14,
           "group_index xyz, thread_index xyz, dim_threads xyz, thread_rank, size, s[(r+5)%n] after block.sync (s[r]=3r+bl), s[r^1] after t4.sync (s[r]=7r+1), t4.meta_group_rank",
           none, k_block_index);

  for (void* p : g_allocs) cudaFree(p);
  return 0;
}
