// Warp School hardware readings: one program that runs every kernel below on the GPU
// and prints one JSON line per case, in the format of the shared readings
// (`{"case","grid","block","slots","note","out"}`), plus `"inputs"` (the input arrays
// the kernel read, so the test harness can check it feeds the simulator the same bits).
//
// Build and run: oracle/run.sh  (nvcc -O3 -arch=sm_90 -fmad=false).
// Every thread writes `slots` 32-bit words at out[gid*slots + j], where
//   gid = linearBlockIndex * threadsPerBlock + linearThreadIndex,
//   linearBlockIndex = blockIdx.x + blockIdx.y*gridDim.x + blockIdx.z*gridDim.x*gridDim.y,
// and the buffer is filled with 0xdeadbeef before the launch. Floats are stored as
// their bit patterns, doubles as two words (high word first).
// Inputs that could be constant-folded are read from device memory at run time.
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define FULL 0xffffffffu
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); exit(1); } } while (0)

typedef std::vector<uint32_t> Words;

// ------------------------------------------------------------------ device helpers
__device__ __forceinline__ unsigned lin_tid() {
  return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
}
__device__ __forceinline__ unsigned gid_of() {
  unsigned tpb = blockDim.x * blockDim.y * blockDim.z;
  unsigned b = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
  return b * tpb + lin_tid();
}
__device__ __forceinline__ unsigned hw_laneid() {
  unsigned r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r;
}
__device__ __forceinline__ unsigned fb(float f) { return __float_as_uint(f); }

// ------------------------------------------------------------------ host helpers
static uint32_t hsh(uint32_t i) { uint32_t x = i * 2654435761u; return x ^ (x >> 13); }
static float hfloat(uint32_t i) { return (float)(hsh(i) & 0xffff) / 1024.0f - 32.0f; }
static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static std::vector<void*> g_allocs;
static uint32_t* dev_words(const Words& w) {
  void* d; CK(cudaMalloc(&d, w.size() * 4 + 4));
  CK(cudaMemcpy(d, w.data(), w.size() * 4, cudaMemcpyHostToDevice));
  g_allocs.push_back(d); return (uint32_t*)d;
}

static std::string jwords(const Words& w) {
  std::string s = "[";
  char b[16];
  for (size_t i = 0; i < w.size(); i++) { snprintf(b, sizeof b, "%s%u", i ? ", " : "", w[i]); s += b; }
  return s + "]";
}

struct Inputs { std::vector<std::pair<std::string, Words>> v; };

// Launch `k` with `out` first, then `args...`; print one JSON line.
template <typename K, typename... A>
static void run_case(const char* name, dim3 g, dim3 b, int S, const char* note,
                     const Inputs& in, K k, A... args) {
  const char* only = getenv("ONLY");
  if (only && !strstr((std::string(",") + only + ",").c_str(), (std::string(",") + name + ",").c_str())) return;
  size_t threads = (size_t)g.x * g.y * g.z * b.x * b.y * b.z;
  Words host(threads * S, 0xdeadbeefu);
  uint32_t* out = dev_words(host);
  k<<<g, b>>>(out, args...);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(host.data(), out, host.size() * 4, cudaMemcpyDeviceToHost));
  std::string grid = (g.y == 1 && g.z == 1) ? std::to_string(g.x)
    : "[" + std::to_string(g.x) + ", " + std::to_string(g.y) + ", " + std::to_string(g.z) + "]";
  std::string ins = "{";
  for (size_t i = 0; i < in.v.size(); i++)
    ins += (i ? ", \"" : "\"") + in.v[i].first + "\": " + jwords(in.v[i].second);
  ins += "}";
  printf("{\"case\": \"%s\", \"grid\": %s, \"block\": [%u, %u, %u], \"slots\": %d, \"note\": \"%s\", "
         "\"inputs\": %s, \"out\": %s}\n",
         name, grid.c_str(), b.x, b.y, b.z, S, note, ins.c_str(), jwords(host).c_str());
  fflush(stdout);
}

// ================================================================== kernels

// Float sums of the same 32 values in six orders (full-mantissa values: order matters).
__global__ void k_fsum_orders(uint32_t* out, const uint32_t* in) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  float x = __uint_as_float(in[lane]);
  float v = x;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL, v, o);
  out[g * 6 + 0] = fb(v);
  v = x;
  for (int o = 1; o < 32; o <<= 1) v += __shfl_down_sync(FULL, v, o);
  out[g * 6 + 1] = fb(v);
  v = x;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  out[g * 6 + 2] = fb(v);
  v = x;
  for (int o = 1; o < 32; o <<= 1) v += __shfl_xor_sync(FULL, v, o);
  out[g * 6 + 3] = fb(v);
  float s = 0.0f;
  for (int i = 0; i < 32; i++) s += __shfl_sync(FULL, x, i);
  out[g * 6 + 4] = fb(s);
  v = x;
  for (int o = 1; o < 32; o <<= 1) { float t = __shfl_up_sync(FULL, v, o); if (lane >= (unsigned)o) v += t; }
  out[g * 6 + 5] = fb(v);
}

// fminf / fmaxf with NaN (several payloads, signalling too), signed zeros, infinities, denormals.
__global__ void k_fminmax(uint32_t* out, const uint32_t* in) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  float a = __uint_as_float(in[2 * lane]), b = __uint_as_float(in[2 * lane + 1]);
  out[g * 4 + 0] = fb(fminf(a, b));
  out[g * 4 + 1] = fb(fmaxf(a, b));
  out[g * 4 + 2] = fb(fminf(b, a));
  out[g * 4 + 3] = fb(fmaxf(b, a));
}

// double shuffles: each is two 32-bit shuffles; store high then low word.
__global__ void k_double_shfl(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  double d = (double)(lane + 1) / 3.0;
  double r[4];
  r[0] = __shfl_down_sync(FULL, d, 3);
  r[1] = __shfl_xor_sync(FULL, d, 5);
  r[2] = __shfl_sync(FULL, d, 31 - lane);
  r[3] = __shfl_up_sync(FULL, d, 1, 8);
  for (int k = 0; k < 4; k++) {
    out[g * 8 + 2 * k] = (uint32_t)__double2hiint(r[k]);
    out[g * 8 + 2 * k + 1] = (uint32_t)__double2loint(r[k]);
  }
}

// Votes and match inside the two arms of a divergent branch, __activemask() as the mask.
__global__ void k_vote_match_divergent(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane % 3 == 0) {
    unsigned m = __activemask();
    int p1, p2;
    out[g * 6 + 0] = m;
    out[g * 6 + 1] = __match_all_sync(m, 7u, &p1);
    out[g * 6 + 2] = (uint32_t)p1;
    out[g * 6 + 3] = __match_all_sync(m, lane < 15 ? 1u : 2u, &p2);
    out[g * 6 + 4] = (uint32_t)p2;
    out[g * 6 + 5] = __ballot_sync(m, lane > 10);
  } else {
    unsigned m = __activemask();
    out[g * 6 + 0] = m;
    out[g * 6 + 1] = (uint32_t)__all_sync(m, lane < 30);
    out[g * 6 + 2] = (uint32_t)__any_sync(m, lane == 31);
    out[g * 6 + 3] = (uint32_t)__any_sync(m, lane == 30);
    out[g * 6 + 4] = __ballot_sync(m, lane & 1);
    out[g * 6 + 5] = __match_any_sync(m, lane / 8);
  }
}

// __match_*_sync compares bits: +0/-0, NaN payloads, doubles differing in the last bit;
// a shuffled NaN keeps its payload.
__global__ void k_match_bits(uint32_t* out, const uint32_t* in) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  float x = __uint_as_float(in[lane]);
  int p;
  out[g * 6 + 0] = __match_any_sync(FULL, x);
  out[g * 6 + 1] = __match_all_sync(FULL, x, &p);
  out[g * 6 + 2] = (uint32_t)p;
  double e = 1.0 / 4503599627370496.0;
  double d = 1.0 + (double)(lane & 1) * e;
  out[g * 6 + 3] = __match_any_sync(FULL, d);
  out[g * 6 + 4] = __match_any_sync(FULL, (int)(lane % 3) - 1);
  out[g * 6 + 5] = fb(__shfl_xor_sync(FULL, x, 1));
}

// __reduce_*_sync with negative values through the int and unsigned overloads.
__global__ void k_reduce_signed(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  int v = (int)lane - 20;
  unsigned u = (unsigned)v;
  out[g * 11 + 0] = (uint32_t)__reduce_add_sync(FULL, v);
  out[g * 11 + 1] = (uint32_t)__reduce_min_sync(FULL, v);
  out[g * 11 + 2] = (uint32_t)__reduce_max_sync(FULL, v);
  out[g * 11 + 3] = __reduce_add_sync(FULL, u);
  out[g * 11 + 4] = __reduce_min_sync(FULL, u);
  out[g * 11 + 5] = __reduce_max_sync(FULL, u);
  out[g * 11 + 6] = __reduce_and_sync(FULL, u);
  out[g * 11 + 7] = __reduce_or_sync(FULL, u);
  out[g * 11 + 8] = __reduce_xor_sync(FULL, u);
  out[g * 11 + 9] = (uint32_t)__reduce_add_sync(FULL, (int)(0x80000000u + lane));
  out[g * 11 + 10] = (uint32_t)__reduce_max_sync(FULL, (lane & 1) ? (int)0x80000000u : -(int)lane);
}

// __syncwarp with disjoint half masks in the two arms; shared memory exchange inside each half.
__global__ void k_syncwarp_halves(uint32_t* out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane < 16) {
    s[lane] = (int)lane * 2 + 1;
    __syncwarp(0x0000ffffu);
    out[g * 3 + 0] = (uint32_t)s[lane ^ 1];
    out[g * 3 + 1] = (uint32_t)s[15 - lane];
    out[g * 3 + 2] = __activemask();
  } else {
    s[lane] = (int)lane * 3;
    __syncwarp(0xffff0000u);
    out[g * 3 + 0] = (uint32_t)s[lane ^ 1];
    out[g * 3 + 1] = (uint32_t)s[47 - lane];
    out[g * 3 + 2] = __activemask() ^ 0x80000000u;
  }
}

// Contended shared-memory atomics by 64 threads: only order-independent facts are kept
// (the sorted multiset of atomicAdd(+1) return values, final values, one CAS winner).
__global__ void k_atomics_contended(uint32_t* out, const uint32_t* init) {
  __shared__ unsigned ctr[8];
  __shared__ unsigned rets[64];
  __shared__ unsigned sorted[64];
  __shared__ unsigned wins;
  unsigned t = lin_tid(), g = gid_of();
  if (t < 8) ctr[t] = init[t];
  if (t == 0) wins = 0;
  __syncthreads();
  rets[t] = atomicAdd(&ctr[0], 1u);
  atomicMax(&ctr[1], t * 7 % 64);
  atomicMin(&ctr[2], (t * 13 + 5) % 97 + 3);
  atomicOr(&ctr[3], 1u << (t % 32));
  atomicSub(&ctr[4], t);
  atomicXor(&ctr[5], t * 2654435761u);
  atomicAnd(&ctr[6], ~(1u << (t % 20)));
  unsigned c = atomicCAS(&ctr[7], 0u, t + 1);
  atomicAdd(&wins, c == 0 ? 1u : 0u);
  __syncthreads();
  unsigned mine = rets[t], rank = 0;
  for (unsigned j = 0; j < 64; j++)
    if (rets[j] < mine || (rets[j] == mine && j < t)) rank++;
  sorted[rank] = mine;
  __syncthreads();
  out[g * 10 + 0] = sorted[t];
  for (int k = 0; k < 7; k++) out[g * 10 + 1 + k] = ctr[k];
  out[g * 10 + 8] = wins;
  out[g * 10 + 9] = (ctr[7] >= 1 && ctr[7] <= 64) ? 1u : 0u;
}

// Float atomicAdd of a denormal: shared memory keeps it, global memory flushes it.
__global__ void k_atomic_float_denormal(uint32_t* out, const uint32_t* in, float* gf) {
  __shared__ float sf[1];
  unsigned g = gid_of();
  float x = __uint_as_float(in[0]);
  sf[0] = 0.0f;
  float o1 = atomicAdd(&sf[0], x);
  float o2 = atomicAdd(&gf[0], x);
  out[g * 4 + 0] = fb(sf[0]);
  out[g * 4 + 1] = fb(gf[0]);
  out[g * 4 + 2] = fb(o1);
  out[g * 4 + 3] = fb(o2);
}

// 3-D block 4x4x4: warps and lanes from the linear index; shuffles across y and z.
__global__ void k_block3d_444(uint32_t* out) {
  unsigned t = lin_tid(), g = gid_of(), lane = t & 31;
  unsigned p = threadIdx.x + 10 * threadIdx.y + 100 * threadIdx.z;
  out[g * 6 + 0] = t;
  out[g * 6 + 1] = hw_laneid();
  out[g * 6 + 2] = t >> 5;
  out[g * 6 + 3] = __shfl_xor_sync(FULL, p, 16);
  out[g * 6 + 4] = __shfl_down_sync(FULL, p, 4);
  out[g * 6 + 5] = __shfl_sync(FULL, p, 31 - lane);
}

// 3-D block 8x2x3 (48 threads): the second warp is partial (16 lanes); masks name present lanes.
__global__ void k_block3d_823(uint32_t* out) {
  unsigned t = lin_tid(), g = gid_of();
  unsigned n = blockDim.x * blockDim.y * blockDim.z;
  unsigned rem = n - (t & ~31u);
  unsigned mask = rem >= 32 ? FULL : (1u << rem) - 1;
  unsigned p = threadIdx.x + 10 * threadIdx.y + 100 * threadIdx.z;
  out[g * 6 + 0] = hw_laneid();
  out[g * 6 + 1] = mask;
  out[g * 6 + 2] = __activemask();
  out[g * 6 + 3] = __ballot_sync(mask, threadIdx.z == 1);
  out[g * 6 + 4] = __shfl_xor_sync(mask, p, 8, 16);
  out[g * 6 + 5] = __shfl_up_sync(mask, p, 3, 16);
}

// 2-D grid of 3x2 blocks of 32x2 threads: blockIdx, gridDim, and a per-warp xor sum.
__global__ void k_grid2d(uint32_t* out) {
  unsigned t = lin_tid(), g = gid_of(), lane = t & 31;
  unsigned v = blockIdx.y * 1000 + blockIdx.x * 100 + threadIdx.y * 32 + lane;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  out[g * 5 + 0] = blockIdx.x;
  out[g * 5 + 1] = blockIdx.y;
  out[g * 5 + 2] = gridDim.x * 10 + gridDim.y;
  out[g * 5 + 3] = blockIdx.x + blockIdx.y * gridDim.x;
  out[g * 5 + 4] = v;
}

// float -> int and float -> unsigned conversions, in and out of range.
__global__ void k_f2i(uint32_t* out, const uint32_t* in) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  float x = __uint_as_float(in[lane]);
  out[g * 2 + 0] = (uint32_t)(int)x;
  out[g * 2 + 1] = (unsigned)x;
}

// Defined integer corner cases: unsigned wraps, signed division/remainder truncation,
// shifts by counts 0..31 (count = lane).
__global__ void k_int_corners(uint32_t* out, const uint32_t* ain, const uint32_t* bin) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  int a = (int)ain[lane], b = (int)bin[lane];
  unsigned ua = (unsigned)a, ub = (unsigned)b, s = lane;
  out[g * 8 + 0] = ua + ub;
  out[g * 8 + 1] = ua * ub;
  out[g * 8 + 2] = ua - ub;
  out[g * 8 + 3] = (uint32_t)(a / b);
  out[g * 8 + 4] = (uint32_t)(a % b);
  out[g * 8 + 5] = (uint32_t)(a >> s);
  out[g * 8 + 6] = ua >> s;
  out[g * 8 + 7] = ua << s;
}

// __ffs, __clz, __brev, __popc, __fns at edge values.
__global__ void k_bits(uint32_t* out, const uint32_t* in) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned x = in[lane];
  out[g * 9 + 0] = (uint32_t)__ffs((int)x);
  out[g * 9 + 1] = (uint32_t)__clz((int)x);
  out[g * 9 + 2] = __brev(x);
  out[g * 9 + 3] = (uint32_t)__popc(x);
  out[g * 9 + 4] = __fns(x, lane, 1);
  out[g * 9 + 5] = __fns(x, lane, -1);
  out[g * 9 + 6] = __fns(x, 0, (int)lane + 1);
  out[g * 9 + 7] = __fns(x, 31, -((int)lane + 1));
  out[g * 9 + 8] = __fns(x, lane, 0);
}

// The shuffle width table: per-lane srcLane, negative srcLane, xor across segments, widths 1..32.
__global__ void k_shfl_width_table(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned t = lane * 3 + 1;
  out[g * 9 + 0] = __shfl_sync(FULL, t, (int)t + 4, 8);
  out[g * 9 + 1] = __shfl_sync(FULL, t, -1, 8);
  out[g * 9 + 2] = __shfl_xor_sync(FULL, t, 8, 8);
  out[g * 9 + 3] = __shfl_xor_sync(FULL, t, 4, 8);
  out[g * 9 + 4] = __shfl_up_sync(FULL, t, 2, 4);
  out[g * 9 + 5] = __shfl_down_sync(FULL, t, 5, 16);
  out[g * 9 + 6] = __shfl_sync(FULL, t, (int)lane, 1);
  out[g * 9 + 7] = __shfl_xor_sync(FULL, t, 31);
  out[g * 9 + 8] = __shfl_sync(FULL, t, 37, 16);
}

// The Programming Guide's cross-branch exchange: the same shuffle at two call sites.
__global__ void k_xor_cross_branch(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned u;
  if (lane < 16) u = __shfl_xor_sync(FULL, lane + 100, 16);
  else u = __shfl_xor_sync(FULL, lane + 200, 16);
  out[g] = u;
}

// A 16-lane reduction inside if (lane < 16), lanes 16-31 having exited; width 16 (defined).
__global__ void k_reduce16_exit_w16(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane >= 16) return;
  unsigned v = lane;
  for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0x0000ffffu, v, o, 16);
  out[g] = v;
}

// The same with width 32: lanes 8-15 read exited lanes 16-23 (undefined); only lane 0's
// sum is built from defined reads.
__global__ void k_reduce16_exit_w32(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane >= 16) return;
  unsigned v = lane;
  for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0x0000ffffu, v, o);
  out[g] = v;
}

// Ballot, reduce and any at different call sites in the two arms, full mask: they combine.
__global__ void k_ballot_cross_branch(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane < 16) {
    out[g * 4 + 0] = __activemask();
    out[g * 4 + 1] = __ballot_sync(FULL, lane & 1);
    out[g * 4 + 2] = (uint32_t)__reduce_add_sync(FULL, 1);
    out[g * 4 + 3] = (uint32_t)__any_sync(FULL, lane == 3);
  } else {
    out[g * 4 + 0] = __activemask() ^ 0x80000000u;
    out[g * 4 + 1] = __ballot_sync(FULL, 1);
    out[g * 4 + 2] = (uint32_t)__reduce_add_sync(FULL, 10);
    out[g * 4 + 3] = (uint32_t)__any_sync(FULL, 0);
  }
}

// Reductions over __activemask() in the two arms of a divergent branch (disjoint masks).
__global__ void k_reduce_divergent(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane % 4 == 0) {
    unsigned m = __activemask();
    out[g * 4 + 0] = m;
    out[g * 4 + 1] = __reduce_add_sync(m, lane);
    out[g * 4 + 2] = (uint32_t)__reduce_max_sync(m, (int)lane - 16);
    out[g * 4 + 3] = __reduce_min_sync(m, lane);
  } else {
    unsigned m = __activemask();
    out[g * 4 + 0] = m ^ 0x80000000u;
    out[g * 4 + 1] = __reduce_add_sync(m, 1u);
    out[g * 4 + 2] = __reduce_or_sync(m, lane);
    out[g * 4 + 3] = __reduce_xor_sync(m, lane);
  }
}

// The Programming Guide's repaired warp-synchronous reduction: __syncwarp between the
// read and the write of every step (64 threads, warp 0 reduces s[0..63]).
__global__ void k_syncwarp_reduce(uint32_t* out) {
  __shared__ int s[64];
  unsigned t = lin_tid(), g = gid_of();
  s[t] = (int)(t * t % 37) - 5;
  __syncthreads();
  if (t < 32) {
    int v = s[t];
    v += s[t + 32]; __syncwarp(); s[t] = v; __syncwarp();
    if (t < 16) { v += s[t + 16]; } __syncwarp(); s[t] = v; __syncwarp();
    if (t < 8) { v += s[t + 8]; } __syncwarp(); s[t] = v; __syncwarp();
    if (t < 4) { v += s[t + 4]; } __syncwarp(); s[t] = v; __syncwarp();
    if (t < 2) { v += s[t + 2]; } __syncwarp(); s[t] = v; __syncwarp();
    if (t < 1) { v += s[t + 1]; } __syncwarp(); s[t] = v; __syncwarp();
    out[g] = (uint32_t)v;
  }
}

// __activemask() in nested if/else arms and after them.
__global__ void k_activemask_nested(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane < 24) {
    out[g * 4 + 0] = __activemask();
    if (lane & 1) out[g * 4 + 1] = __activemask();
    else out[g * 4 + 1] = __activemask() ^ 0x80000000u;
    out[g * 4 + 2] = __activemask();
  }
  out[g * 4 + 3] = __activemask();
}

// A block of 40 threads: the second warp has 8 lanes; masks name only present lanes.
__global__ void k_partial_warp_40(uint32_t* out) {
  unsigned t = lin_tid(), g = gid_of(), lane = t & 31;
  unsigned n = blockDim.x * blockDim.y * blockDim.z;
  unsigned rem = n - (t & ~31u);
  unsigned mask = rem >= 32 ? FULL : (1u << rem) - 1;
  unsigned v = lane * 5;
  unsigned s = v;
  for (int o = 4; o > 0; o >>= 1) s += __shfl_xor_sync(mask, s, o, 8);
  out[g * 5 + 0] = mask;
  out[g * 5 + 1] = __activemask();
  out[g * 5 + 2] = __ballot_sync(mask, lane & 1);
  out[g * 5 + 3] = __shfl_down_sync(mask, v, 1, 8);
  out[g * 5 + 4] = s;
}

// fmaf, the unfused a*b+c (-fmad=false), __fmul_rn, division, sqrtf and __fadd_rn
// on full-mantissa values (lane 0: a case where rounding a*b+c twice differs from fmaf).
__global__ void k_fma_exact(uint32_t* out, const uint32_t* in) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  float a = __uint_as_float(in[3 * lane]), b = __uint_as_float(in[3 * lane + 1]),
        c = __uint_as_float(in[3 * lane + 2]);
  out[g * 6 + 0] = fb(fmaf(a, b, c));
  out[g * 6 + 1] = fb(a * b + c);
  out[g * 6 + 2] = fb(__fmul_rn(a, b));
  out[g * 6 + 3] = fb(a / b);
  out[g * 6 + 4] = fb(sqrtf(fabsf(a)));
  out[g * 6 + 5] = fb(__fadd_rn(a, c));
}

// Votes and a shuffle after lanes 28-31 returned: exited lanes drop out of the full mask.
__global__ void k_votes_after_exit(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane >= 28) return;
  out[g * 7 + 0] = __ballot_sync(FULL, 1);
  out[g * 7 + 1] = (uint32_t)__all_sync(FULL, 1);
  out[g * 7 + 2] = (uint32_t)__any_sync(FULL, lane == 30);
  out[g * 7 + 3] = __activemask();
  out[g * 7 + 4] = __shfl_sync(FULL, lane * 7, 27);
  out[g * 7 + 5] = __match_any_sync(FULL, lane / 8);
  out[g * 7 + 6] = __reduce_add_sync(FULL, 1u);
}

// __syncwarp in a loop whose trip count differs by lane, then one more __syncwarp.
__global__ void k_syncwarp_loop(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned n = 0;
  for (unsigned i = 0; i <= (lane & 3); i++) { __syncwarp(); n++; }
  __syncwarp();
  out[g * 2 + 0] = n;
  out[g * 2 + 1] = __activemask();
}

// Segmented inclusive scan with __shfl_up_sync width 8.
__global__ void k_scan_w8(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned v = lane * lane + 1;
  for (int o = 1; o < 8; o <<= 1) {
    unsigned t = __shfl_up_sync(FULL, v, o, 8);
    if ((lane & 7) >= (unsigned)o) v += t;
  }
  out[g] = v;
}

// ------------------------------------------------------------------ control flow (2)
// __activemask() per iteration of a loop that lanes leave with `break`, and after it.
__global__ void k_activemask_break(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  for (unsigned i = 0; i < 4; i++) {
    if ((lane & 3) == i) break;
    out[g * 5 + i] = __activemask();
  }
  out[g * 5 + 4] = __activemask();
}

// __activemask() per iteration of a loop whose lanes skip iterations with `continue`.
__global__ void k_activemask_continue(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  for (unsigned i = 0; i < 4; i++) {
    if ((lane + i) % 3 == 0) continue;
    out[g * 5 + i] = __activemask();
  }
  out[g * 5 + 4] = __activemask();
}

// __activemask() in the cases of a switch (two labels share a body), and after it.
__global__ void k_activemask_switch(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  switch (lane % 4) {
    case 0: out[g * 2 + 0] = __activemask(); break;
    case 1:
    case 2: out[g * 2 + 0] = __activemask() ^ 1u; break;
    default: out[g * 2 + 0] = __activemask() ^ 2u; break;
  }
  out[g * 2 + 1] = __activemask();
}

// A device function that returns early in some lanes: __activemask() on both paths.
__device__ __noinline__ unsigned early_mask(unsigned lane) {
  if (lane < 10) return __activemask();
  unsigned m = __activemask();
  return m ^ 0x40000000u;
}
__global__ void k_activemask_devfn_return(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  out[g * 2 + 0] = early_mask(lane);
  out[g * 2 + 1] = __activemask();
}

// Nested loops: lanes break out of the inner loop at different j; after it, every lane.
__global__ void k_nested_break(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned n = 0;
  for (unsigned i = 0; i < 3; i++) {
    for (unsigned j = 0; j < 3; j++) {
      if (j == (lane + i) % 3) break;
      n += 1;
    }
    out[g * 4 + i] = __activemask();
  }
  out[g * 4 + 3] = n;
}

// do-while with a lane-dependent trip count: __activemask() per iteration.
__global__ void k_activemask_do_while(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned k = lane & 3, i = 0;
  do {
    out[g * 5 + i] = __activemask();
    i++;
  } while (i <= k);
  out[g * 5 + 4] = __activemask();
}

// The guarded reduction idiom: lanes 0-19 (mask from a ballot) sum with shfl_down and
// add only sources inside the range (reads of lanes 20-31 are discarded).
__global__ void k_guarded_reduce20(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned m = __ballot_sync(FULL, lane < 20);
  if (lane < 20) {
    unsigned v = lane * lane + 1;
    for (unsigned o = 16; o > 0; o >>= 1) {
      unsigned t = __shfl_down_sync(m, v, o);
      if (lane + o < 20) v += t;
    }
    out[g * 2 + 0] = v;
  }
  out[g * 2 + 1] = m;
}

// Warp-aggregated atomic: one atomicAdd per group of lanes with the same key.
__global__ void k_aggregated_atomic(uint32_t* out) {
  __shared__ unsigned cnt[4];
  unsigned t = threadIdx.x, lane = t & 31, g = gid_of();
  if (t < 4) cnt[t] = 0;
  __syncthreads();
  unsigned key = ((lane * 2654435761u) >> 13) & 3;
  unsigned peers = __match_any_sync(FULL, key);
  unsigned leader = __ffs(peers) - 1;
  unsigned rank = __popc(peers & ((1u << lane) - 1));
  if (lane == leader) atomicAdd(&cnt[key], __popc(peers));
  __syncthreads();
  out[g * 4 + 0] = peers;
  out[g * 4 + 1] = leader;
  out[g * 4 + 2] = rank;
  out[g * 4 + 3] = cnt[key];
}

// __shfl_xor_sync with __activemask() as the mask, after some lanes `continue`.
__global__ void k_continue_xor(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned v = lane;
  for (unsigned i = 0; i < 3; i++) {
    if ((lane >> 3) == i) continue;
    v += __shfl_xor_sync(__activemask(), v, 1);
  }
  out[g] = v;
}

// A loop until every lane is done, steered by __any_sync.
__global__ void k_any_loop(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned n = lane * 7 % 5, iters = 0;
  while (__any_sync(FULL, n > 0)) {
    if (n > 0) n--;
    iters++;
  }
  out[g * 2 + 0] = iters;
  out[g * 2 + 1] = n;
}

// __syncwarp with each parity's mask in the two arms, then __activemask() in each arm.
__global__ void k_syncwarp_parity(uint32_t* out) {
  __shared__ unsigned s[32];
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned r;
  if (lane & 1) {
    s[lane] = lane * 3;
    __syncwarp(0xaaaaaaaau);
    r = s[lane ^ 2] + (__activemask() == 0xaaaaaaaau ? 1000u : 0u);
  } else {
    s[lane] = lane * 5;
    __syncwarp(0x55555555u);
    r = s[lane ^ 2] + (__activemask() == 0x55555555u ? 1000u : 0u);
  }
  out[g] = r;
}

// Two warps (64 threads): per-warp inclusive scan with shfl_up, warp totals through
// shared memory, then a block-wide inclusive scan.
__global__ void k_block_scan64(uint32_t* out) {
  __shared__ unsigned tot[2];
  unsigned t = threadIdx.x, lane = t & 31, w = t >> 5, g = gid_of();
  unsigned v = (t * 7) % 11 + 1;
  for (unsigned o = 1; o < 32; o <<= 1) {
    unsigned y = __shfl_up_sync(FULL, v, o);
    if (lane >= o) v += y;
  }
  if (lane == 31) tot[w] = v;
  __syncthreads();
  if (w == 1) v += tot[0];
  out[g] = v;
}

// ------------------------------------------------------------------ convergence verdicts
// The cases below are invalid CUDA that an H200 is expected to complete (docs/language.md §6): the
// readings record what the hardware does; the simulator must also report the error.

// A full-mask shuffle inside if (lane < 16): lanes 16-31 pass it by and exit.
__global__ void k_passby_shfl_if16(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned v = lane + 100;
  if (lane < 16) {
    v = __shfl_sync(FULL, v, 0);
    out[g] = v;
  }
}

// A full-mask ballot in for (i = lane; i < n; i += 32) with n = 45: lanes 13-31 leave
// after one iteration, lanes 0-12 ballot again.
__global__ void k_passby_ballot_loop45(uint32_t* out, const uint32_t* in, int n) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned acc = 0;
  for (int i = lane; i < n; i += 32) acc += __popc(__ballot_sync(FULL, in[i] > 0));
  out[g] = acc;
}

// __syncwarp() inside if (lane < 16), then a read of the neighbour's shared word.
__global__ void k_passby_syncwarp_if16(uint32_t* out) {
  __shared__ unsigned s[32];
  unsigned lane = threadIdx.x & 31, g = gid_of();
  s[lane] = lane * 3;
  if (lane < 16) {
    __syncwarp();
    out[g] = s[lane ^ 1] + 1000;
  }
}

// Tree reduction of 64 values with __syncthreads() inside if (t < stride).
__global__ void k_barrier_in_if_stride(uint32_t* out, const uint32_t* in) {
  __shared__ unsigned s[64];
  unsigned t = threadIdx.x, g = gid_of();
  s[t] = in[t];
  __syncthreads();
  for (unsigned stride = 32; stride > 0; stride >>= 1) {
    if (t < stride) {
      s[t] += s[t + stride];
      __syncthreads();
    }
  }
  if (t == 0) out[g] = s[0];
}

// Odd and even threads wait at two different __syncthreads() call sites.
__global__ void k_barrier_two_sites(uint32_t* out) {
  __shared__ unsigned s[64];
  unsigned t = threadIdx.x, g = gid_of();
  s[t] = t * 5;
  if (t & 1) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  out[g] = s[t ^ 1];
}

// ITS forward progress: lanes 1-31 spin until lane 0 of their own warp sets a flag.
__global__ void k_spin_lane_flag(uint32_t* out, int* flag) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane != 0) {
    while (atomicAdd(flag, 0) == 0) {}
    out[g] = 1;
  } else {
    atomicExch(flag, 1);
    out[g] = 2;
  }
}

// Warp 0 spins until warp 1 of the block sets a flag.
__global__ void k_spin_warp_flag(uint32_t* out, int* flag) {
  unsigned t = threadIdx.x, g = gid_of();
  if (t < 32) {
    while (atomicAdd(flag, 0) == 0) {}
    out[g] = 1;
  } else {
    atomicExch(flag, 1);
    out[g] = 2;
  }
}

// ================================================================== inputs
static Words in_pow24() {
  Words w(32, f2u(1.0f));
  w[0] = f2u(16777216.0f); w[16] = f2u(-16777216.0f);
  return w;
}
// Full-mantissa floats of mixed sign and magnitude: sign = lane&1, exponent 124+lane%7.
static Words in_mixed() {
  Words w(32);
  for (uint32_t l = 0; l < 32; l++)
    w[l] = ((l & 1) << 31) | ((124 + l % 7) << 23) | (hsh(l + 7) & 0x7fffff);
  return w;
}
static Words in_minmax() {
  const uint32_t NaN = 0x7fc00000u, NaN1 = 0x7fc00001u, NNaN = 0xffc00000u, SNaN = 0x7f800001u,
                 PZ = 0, NZ = 0x80000000u, INF = 0x7f800000u, NINF = 0xff800000u;
  uint32_t pairs[24][2] = {
    {NaN, f2u(1.0f)}, {f2u(1.0f), NaN}, {NaN, NaN}, {NaN1, f2u(2.0f)}, {NNaN, f2u(-3.0f)},
    {NZ, PZ}, {PZ, NZ}, {NZ, NZ}, {f2u(-1.0f), NZ}, {INF, NINF}, {NaN, INF}, {NaN, NINF},
    {0x00000001u, 0x80000001u}, {0x00000001u, PZ}, {SNaN, f2u(5.0f)}, {SNaN, 0x7f800002u},
    {f2u(1.5f), 0x3fc00001u}, {NZ, NaN}, {NaN, NZ}, {NaN1, NNaN}, {0x7fffffffu, f2u(0.5f)},
    {0x807fffffu, 0x80000001u}, {INF, NaN1}, {0x00800000u, 0x007fffffu}};
  Words w(64);
  for (uint32_t l = 0; l < 32; l++) {
    if (l < 24) { w[2 * l] = pairs[l][0]; w[2 * l + 1] = pairs[l][1]; }
    else { w[2 * l] = f2u(hfloat(l)); w[2 * l + 1] = f2u(hfloat(l + 32)); }
  }
  return w;
}
static Words in_match_bits() {
  const uint32_t vals[4] = {0x00000000u, 0x80000000u, 0x7fffffffu, 0x7fc00000u};
  Words w(32);
  for (uint32_t l = 0; l < 32; l++) w[l] = vals[l % 4];
  w[31] = f2u(1.0f);
  return w;
}
static Words in_f2i() {
  float v[32] = {1e10f, -1e10f, 0.0f, -1.0f, 2147483648.0f, -2147483648.0f, 2147483520.0f, -0.5f,
                 3.99f, -3.99f, 4294967296.0f, 4294967040.0f, 0.0f, 0.0f, 0.99999994f, -2147483904.0f,
                 -0.0f, 0.0f, 16777216.0f, -16777216.0f, 2.5f, -2.5f, 123456.789f, -0.99999994f,
                 1e9f, -1e9f, 3e9f, 0.0f, 65535.99f, -65535.99f, 8388607.5f, -8388607.5f};
  Words w(32);
  for (int i = 0; i < 32; i++) w[i] = f2u(v[i]);
  w[2] = 0x7fffffffu;   // NaN
  w[12] = 0x7f800000u;  // +inf
  w[13] = 0xff800000u;  // -inf
  w[17] = 0x00000001u;  // smallest denormal
  w[27] = 0xffc00000u;  // negative NaN
  return w;
}
static void in_int_corners(Words& a, Words& b) {
  a.assign(32, 0); b.assign(32, 0);
  const int32_t A[10] = {INT32_MIN, INT32_MAX, -7, 7, -7, 7, -1, 0, INT32_MIN, INT32_MIN};
  const int32_t B[10] = {2, -2, 2, -2, -2, 2, 3, 5, 3, -3};
  for (uint32_t i = 0; i < 32; i++) {
    if (i < 10) { a[i] = (uint32_t)A[i]; b[i] = (uint32_t)B[i]; }
    else { a[i] = hsh(i); b[i] = (uint32_t)((((int32_t)hsh(i + 100)) >> (i % 29)) | 1); }
  }
}
static Words in_bits() {
  const uint32_t E[12] = {0, 1, 0x80000000u, 0xffffffffu, 0x7fffffffu, 0x00010000u, 0xaaaaaaaau,
                          0x55555555u, 0x0000ffffu, 0xffff0000u, 0x80000001u, 0x00000100u};
  Words w(32);
  for (uint32_t i = 0; i < 32; i++) w[i] = i < 12 ? E[i] : hsh(i);
  return w;
}
static Words in_fma() {
  Words w(96);
  for (uint32_t l = 0; l < 32; l++) {
    w[3 * l] = ((l & 1) << 31) | ((120 + l % 13) << 23) | (hsh(3 * l) & 0x7fffff);
    w[3 * l + 1] = (((l >> 1) & 1) << 31) | ((122 + l % 11) << 23) | (hsh(3 * l + 1) & 0x7fffff);
    w[3 * l + 2] = (((l >> 2) & 1) << 31) | ((118 + l % 17) << 23) | (hsh(3 * l + 2) & 0x7fffff);
  }
  // a*b = 2^-24 (1 - 2^-36) exactly; c = 1 + 2^-23: fmaf rounds down to c, while rounding
  // a*b+c to double first lands on a float tie and then rounds up.
  w[0] = 0x39800020u; w[1] = 0x397fffc0u; w[2] = 0x3f800001u;
  return w;
}

// cg::tiled_partition<16>(block) made inside if (lane < 16): lanes 16-31, members of the
// parent, pass it by. CUDA 13 computes the tile without waiting; the call is invalid
// (Programming Guide §11.5.1: a collective operation of the parent).
__global__ void k_tile_partition_if16(uint32_t* out) {
  cg::thread_block blk = cg::this_thread_block();
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane < 16) {
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(blk);
    out[g] = tile.shfl(lane * 10, 3);
  }
}

// Warp 0 alone makes a 32-thread tile of a 64-thread block; warp 1 skips the if.
__global__ void k_tile_partition_warp0(uint32_t* out) {
  cg::thread_block blk = cg::this_thread_block();
  unsigned g = gid_of();
  if (threadIdx.x / 32 == 0) {
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(blk);
    out[g] = tile.thread_rank() + 100 * tile.meta_group_rank();
  }
}

// Lanes 16-31 write shared memory and return; lanes 0-15 pass __syncthreads() and read
// what lane + 16 wrote: a race (the barrier orders only the threads that reach it).
__global__ void k_exited_writer_barrier(uint32_t* out) {
  __shared__ unsigned s[16];
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane >= 16) {
    s[lane - 16] = lane;
    return;
  }
  __syncthreads();
  out[g] = s[lane];
}

// A full-mask butterfly in a device function called from both arms of an if.
__device__ __noinline__ unsigned warp_sum_fn(unsigned v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  return v;
}
__device__ __forceinline__ unsigned warp_sum_inl(unsigned v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  return v;
}
__global__ void k_helper_both_arms(uint32_t* out) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned r, q;
  if (lane < 16) r = warp_sum_fn(1); else r = warp_sum_fn(2) + 1000;
  if (lane < 16) q = warp_sum_inl(1); else q = warp_sum_inl(2) + 1000;
  out[2 * g] = r;
  out[2 * g + 1] = q;
}

// A spin lock whose retries are counted with an atomic, taken once by each of 1024 threads
// of one block (the critical section follows the acquire loop). Each thread marks its ticket
// in a bitmap; after the barrier, out[t] = 1 when ticket t was taken (every word 1: the
// tickets are a permutation, so the lock excluded).
__device__ __noinline__ void acquire_counted(int* lock, int* spins) {
  while (atomicCAS(lock, 0, 1) != 0) { atomicAdd(spins, 1); }
}
__device__ __forceinline__ void counted_lock_body(uint32_t* out, int* lock, int* cnt, int* spins, unsigned* bits, bool helper) {
  unsigned t = threadIdx.x;
  if (helper) acquire_counted(lock, spins);
  else { while (atomicCAS(lock, 0, 1) != 0) { atomicAdd(spins, 1); } }
  __threadfence();
  int c = *(volatile int*)cnt;
  *(volatile int*)cnt = c + 1;
  __threadfence();
  atomicExch(lock, 0);
  atomicOr(&bits[c >> 5], 1u << (c & 31));
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = (bits[t >> 5] >> (t & 31)) & 1u;
}
__global__ void k_counted_lock(uint32_t* out, int* lock, int* cnt, int* spins, unsigned* bits) {
  counted_lock_body(out, lock, cnt, spins, bits, false);
}
__global__ void k_counted_lock_helper(uint32_t* out, int* lock, int* cnt, int* spins, unsigned* bits) {
  counted_lock_body(out, lock, cnt, spins, bits, true);
}

// Every lane adds lane+1 to one word with an atomicCAS retry loop; then the active mask after
// the loop, and (after the barrier) the word: 64 threads, 2 * (1 + ... + 32) = 1056.
__global__ void k_cas_add_activemask(uint32_t* out, int* acc) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  int old = *(volatile int*)acc, assumed;
  do {
    assumed = old;
    old = atomicCAS(acc, assumed, assumed + (int)lane + 1);
  } while (assumed != old);
  out[2 * g] = __activemask();
  __syncthreads();
  out[2 * g + 1] = (uint32_t)*(volatile int*)acc;
}

// Lane 0 sets a flag to 1 in an if and, after the if, to 2; lanes 1-31 poll it in the other
// arm until it is 2. Lane 0 must run on past the if's end while the others spin (bounded:
// a lane gives up after 2^22 polls). out[l] = 1 when the lane saw 2, 0 when it gave up;
// lane 0 writes 3.
__global__ void k_flag_after_reconvergence(uint32_t* out, int* flag) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  unsigned r = 3;
  if (lane == 0) {
    atomicExch(flag, 1);
  } else {
    int n = 0;
    while (atomicAdd(flag, 0) != 2 && ++n < (1 << 22)) {}
    r = n < (1 << 22) ? 1 : 0;
  }
  if (lane == 0) atomicExch(flag, 2);
  out[g] = r;
}

// Where lanes meet again after a loop or branch with atomics (the CAS loop above showed each
// lane on its own after the loop). out = __activemask() after the construct; c zeroed.
__global__ void k_atomic_body_loop(uint32_t* out, int* c) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  for (unsigned i = 0; i <= (lane & 3); i++) atomicAdd(c, 1);
  out[g] = __activemask();
}
__global__ void k_atomic_exit_loop(uint32_t* out, int* c) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  int v;
  do { v = atomicAdd(&c[lane], 1); } while (v < (int)(lane & 3));
  out[g] = __activemask();
}
__global__ void k_atomic_exit_break(uint32_t* out, int* c) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  while (true) {
    int v = atomicAdd(&c[lane], 1);
    if (v >= (int)(lane & 3)) break;
  }
  out[g] = __activemask();
}
__global__ void k_volatile_exit_loop(uint32_t* out, int* c) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  int n = 0;
  do { n++; } while (((volatile int*)c)[lane] + n <= (int)(lane & 3));
  out[g] = __activemask();
}
__global__ void k_if_atomic_arm(uint32_t* out, int* c) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane & 1) atomicAdd(c, 1);
  out[g] = __activemask();
}
__global__ void k_atomic_exit_in_if(uint32_t* out, int* c) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  if (lane < 16) {
    int v;
    do { v = atomicAdd(&c[lane], 1); } while (v < (int)(lane & 3));
    out[2 * g] = __activemask();
  } else {
    out[2 * g] = 0;
  }
  out[2 * g + 1] = __activemask();
}
__global__ void k_cas_loop_syncwarp(uint32_t* out, int* acc) {
  unsigned lane = threadIdx.x & 31, g = gid_of();
  int old = *(volatile int*)acc, assumed;
  do {
    assumed = old;
    old = atomicCAS(acc, assumed, assumed + (int)lane + 1);
  } while (assumed != old);
  __syncwarp();
  out[g] = __activemask();
}

int main() {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  int rt = 0, drv = 0;
  cudaRuntimeGetVersion(&rt); cudaDriverGetVersion(&drv);
  printf("{\"device\": \"%s\", \"cc\": \"%d.%d\", \"runtime\": %d, \"driver\": %d, "
         "\"build\": \"nvcc -O3 -arch=sm_90 -fmad=false\"}\n", prop.name, prop.major, prop.minor, rt, drv);
  dim3 w32(32, 1, 1);
  Inputs none;

  { Words x = in_pow24(); Inputs in; in.v.push_back({"in", x});
    run_case("fsum_orders_pow24", 1, w32, 6,
             "x[0]=2^24, x[16]=-2^24, else 1: shfl_down 16..1, shfl_down 1..16, xor 16..1, xor 1..16, sequential via shfl 0..31, shfl_up scan",
             in, k_fsum_orders, dev_words(x)); }
  { Words x = in_mixed(); Inputs in; in.v.push_back({"in", x});
    run_case("fsum_orders_mixed", 1, w32, 6,
             "full-mantissa mixed-sign floats: the six summation orders of fsum_orders_pow24",
             in, k_fsum_orders, dev_words(x)); }
  { Words x = in_minmax(); Inputs in; in.v.push_back({"in", x});
    run_case("fminmax_special", 1, w32, 4,
             "a=in[2l], b=in[2l+1]: fminf(a,b), fmaxf(a,b), fminf(b,a), fmaxf(b,a) with NaNs, signed zeros, infinities, denormals",
             in, k_fminmax, dev_words(x)); }
  run_case("double_shfl", 1, w32, 8,
           "d=(double)(lane+1)/3.0: shfl_down(d,3), shfl_xor(d,5), shfl(d,31-lane), shfl_up(d,1,8); hi word then lo word",
           none, k_double_shfl);
  run_case("vote_match_divergent", 1, w32, 6,
           "if lane%3==0 {m=activemask; m, match_all(m,7), pred, match_all(m,lane<15?1:2), pred, ballot(m,lane>10)} else {m=activemask; m, all(m,lane<30), any(m,lane==31), any(m,lane==30), ballot(m,lane&1), match_any(m,lane/8)}",
           none, k_vote_match_divergent);
  { Words x = in_match_bits(); Inputs in; in.v.push_back({"in", x});
    run_case("match_bits", 1, w32, 6,
             "x=in[lane] (+0,-0,NaN 0x7fffffff,NaN 0x7fc00000; lane 31: 1.0): match_any(x), match_all(x), pred, match_any(double 1 or 1+2^-52 by lane&1), match_any(int lane%3-1), bits of shfl_xor(x,1)",
             in, k_match_bits, dev_words(x)); }
  run_case("reduce_signed", 1, w32, 11,
           "v=lane-20: reduce add/min/max (int), add/min/max/and/or/xor (unsigned), add(int)(0x80000000+lane), max(lane&1 ? INT_MIN : -lane)",
           none, k_reduce_signed);
  run_case("syncwarp_halves", 1, w32, 3,
           "if lane<16 {s[l]=2l+1; syncwarp(0xffff); s[l^1], s[15-l], activemask} else {s[l]=3l; syncwarp(0xffff0000); s[l^1], s[47-l], activemask^0x80000000}",
           none, k_syncwarp_halves);
  { Words init = {0, 0, 0xffffffffu, 0, 1000, 0, 0xffffffffu, 0}; Inputs in; in.v.push_back({"init", init});
    run_case("atomics_contended", 1, dim3(64, 1, 1), 10,
             "64 threads on shared counters: sorted atomicAdd(+1) returns, final add/max/min/or/sub/xor/and, CAS winners count, CAS value in 1..64",
             in, k_atomics_contended, dev_words(init)); }
  { Words x = {0x000116c2u}; Inputs in; in.v.push_back({"in", x});
    float* gf; CK(cudaMalloc(&gf, 4)); CK(cudaMemset(gf, 0, 4)); g_allocs.push_back(gf);
    run_case("atomic_float_denormal", 1, dim3(1, 1, 1), 4,
             "one thread: atomicAdd(shared 0.0f, 1e-40f), atomicAdd(global 0.0f, 1e-40f); final shared, final global, both old values",
             in, k_atomic_float_denormal, dev_words(x), gf); }
  run_case("block3d_444", 1, dim3(4, 4, 4), 6,
           "4x4x4 block, p=x+10y+100z: linear id, %laneid, warp, shfl_xor(p,16), shfl_down(p,4), shfl(p,31-lane)",
           none, k_block3d_444);
  run_case("block3d_823", 1, dim3(8, 2, 3), 6,
           "8x2x3 block (warp 1 has 16 lanes), p=x+10y+100z: %laneid, mask of present lanes, activemask, ballot(mask,z==1), shfl_xor(mask,p,8,16), shfl_up(mask,p,3,16)",
           none, k_block3d_823);
  run_case("grid2d", dim3(3, 2, 1), dim3(32, 2, 1), 5,
           "grid 3x2 of 32x2 blocks, gid from linear block id: blockIdx.x, blockIdx.y, gridDim.x*10+gridDim.y, linear block, xor all-reduce of by*1000+bx*100+ty*32+lane",
           none, k_grid2d);
  { Words x = in_f2i(); Inputs in; in.v.push_back({"in", x});
    run_case("f2i_convert", 1, w32, 2,
             "x=in[lane]: (int)x, (unsigned)x, in and out of range (1e10, -1e10, NaN, -1.0 to unsigned, 2^31, 2^32, inf)",
             in, k_f2i, dev_words(x)); }
  { Words a, b; in_int_corners(a, b); Inputs in; in.v.push_back({"a", a}); in.v.push_back({"b", b});
    run_case("int_corners", 1, w32, 8,
             "a=ain[l], b=bin[l], s=lane: ua+ub, ua*ub, ua-ub, a/b, a%b (int), a>>s (int), ua>>s, ua<<s",
             in, k_int_corners, dev_words(a), dev_words(b)); }
  { Words x = in_bits(); Inputs in; in.v.push_back({"in", x});
    run_case("bits_edges", 1, w32, 9,
             "x=in[lane]: __ffs, __clz, __brev, __popc, __fns(x,lane,1), __fns(x,lane,-1), __fns(x,0,lane+1), __fns(x,31,-(lane+1)), __fns(x,lane,0)",
             in, k_bits, dev_words(x)); }
  run_case("shfl_width_table", 1, w32, 9,
           "t=lane*3+1: shfl(t,t+4,8), shfl(t,-1,8), xor(t,8,8), xor(t,4,8), up(t,2,4), down(t,5,16), shfl(t,lane,1), xor(t,31), shfl(t,37,16)",
           none, k_shfl_width_table);
  run_case("xor_cross_branch", 1, w32, 1,
           "if lane<16 shfl_xor(FULL,lane+100,16) else shfl_xor(FULL,lane+200,16)",
           none, k_xor_cross_branch);
  run_case("reduce16_exit_w16", 1, w32, 1,
           "lanes>=16 return; v=lane; v+=shfl_down(0xffff,v,o,16) for o=8,4,2,1",
           none, k_reduce16_exit_w16);
  run_case("reduce16_exit_w32_ub", 1, w32, 1,
           "lanes>=16 return; v=lane; v+=shfl_down(0xffff,v,o) for o=8,4,2,1 (width 32: lanes 1-15 end with reads of exited lanes, UB)",
           none, k_reduce16_exit_w32);
  run_case("ballot_cross_branch", 1, w32, 4,
           "if lane<16 {activemask, ballot(FULL,lane&1), reduce_add(FULL,1), any(FULL,lane==3)} else {activemask^0x80000000, ballot(FULL,1), reduce_add(FULL,10), any(FULL,0)}",
           none, k_ballot_cross_branch);
  run_case("reduce_divergent", 1, w32, 4,
           "if lane%4==0 {m=activemask; m, reduce_add(m,lane), reduce_max(m,(int)lane-16), reduce_min(m,lane)} else {m=activemask; m^0x80000000, reduce_add(m,1), reduce_or(m,lane), reduce_xor(m,lane)}",
           none, k_reduce_divergent);
  run_case("syncwarp_reduce", 1, dim3(64, 1, 1), 1,
           "s[t]=t*t%37-5 for 64 threads; warp 0: v+=s[t+off] (t<off), __syncwarp, s[t]=v, __syncwarp for off=32..1; every lane of warp 0 writes v",
           none, k_syncwarp_reduce);
  run_case("activemask_nested", 1, w32, 4,
           "if lane<24 {activemask; if lane&1 activemask else activemask^0x80000000; activemask}; activemask",
           none, k_activemask_nested);
  run_case("partial_warp_40", 1, dim3(40, 1, 1), 5,
           "40 threads (warp 1 has 8 lanes), mask of present lanes: mask, activemask, ballot(mask,lane&1), shfl_down(mask,lane*5,1,8), xor sum width 8 of lane*5",
           none, k_partial_warp_40);
  { Words x = in_fma(); Inputs in; in.v.push_back({"in", x});
    run_case("fma_exact", 1, w32, 6,
             "a,b,c=in[3l..3l+2]: fmaf(a,b,c), a*b+c (-fmad=false), __fmul_rn(a,b), a/b, sqrtf(fabsf(a)), __fadd_rn(a,c)",
             in, k_fma_exact, dev_words(x)); }
  run_case("votes_after_exit", 1, w32, 7,
           "lanes>=28 return; ballot(FULL,1), all(FULL,1), any(FULL,lane==30), activemask, shfl(FULL,lane*7,27), match_any(FULL,lane/8), reduce_add(FULL,1)",
           none, k_votes_after_exit);
  run_case("scan_w8", 1, w32, 1,
           "inclusive shfl_up scan of lane*lane+1 in 8-lane segments (width 8)",
           none, k_scan_w8);

  run_case("syncwarp_loop", 1, w32, 2,
           "for i<=lane&3: __syncwarp(), n++; then __syncwarp(); n, activemask",
           none, k_syncwarp_loop);

  run_case("activemask_break", 1, w32, 5,
           "for i<4: if (lane&3)==i break; slot i = activemask; then activemask", none, k_activemask_break);
  run_case("activemask_continue", 1, w32, 5,
           "for i<4: if (lane+i)%3==0 continue; slot i = activemask; then activemask", none, k_activemask_continue);
  run_case("activemask_switch", 1, w32, 2,
           "switch lane%4 {0: activemask; 1,2: activemask^1; default: activemask^2}; then activemask", none, k_activemask_switch);
  run_case("activemask_devfn_return", 1, w32, 2,
           "noinline f: if lane<10 return activemask; return activemask^0x40000000; then activemask", none, k_activemask_devfn_return);
  run_case("nested_break", 1, w32, 4,
           "for i<3 {for j<3 {if j==(lane+i)%3 break; n++}; slot i = activemask}; n", none, k_nested_break);
  run_case("activemask_do_while", 1, w32, 5,
           "do {slot i = activemask; i++} while (i <= lane&3); then activemask", none, k_activemask_do_while);
  run_case("guarded_reduce20", 1, w32, 2,
           "m=ballot(lane<20); lanes<20: v=lane*lane+1, t=shfl_down(m,v,o) for o=16..1, v+=t if lane+o<20; v, m", none, k_guarded_reduce20);
  run_case("aggregated_atomic", 1, w32, 4,
           "key=((lane*2654435761)>>13)&3: peers=match_any(key), leader=ffs-1, rank=popc(peers&lanemask_lt), leader atomicAdd(cnt[key],popc); peers, leader, rank, cnt[key]",
           none, k_aggregated_atomic);
  run_case("continue_xor", 1, w32, 1,
           "v=lane; for i<3 {if lane>>3==i continue; v+=shfl_xor(activemask,v,1)}", none, k_continue_xor);
  run_case("any_loop", 1, w32, 2,
           "n=lane*7%5; while any(n>0) {if n>0 n--; iters++}; iters, n", none, k_any_loop);
  run_case("syncwarp_parity", 1, w32, 1,
           "odd lanes: s[l]=3l, syncwarp(0xaaaaaaaa); even: s[l]=5l, syncwarp(0x55555555); s[l^2] + 1000 if activemask is the parity mask",
           none, k_syncwarp_parity);
  run_case("block_scan64", 1, dim3(64, 1, 1), 1,
           "64 threads, v=(t*7)%11+1: warp inclusive shfl_up scan, warp 0 total via shared, added in warp 1", none, k_block_scan64);

  // Convergence verdicts: invalid code that the hardware completes (spin-waits last: a
  // hang there loses nothing read before it).
  run_case("passby_shfl_if16", 1, w32, 1,
           "v=lane+100; if lane<16 { v=shfl(FULL,v,0); out=v } (lanes 16-31 pass the call by and exit)", none, k_passby_shfl_if16);
  { Words x(45, 1u); Inputs in; in.v.push_back({"in", x});
    run_case("passby_ballot_loop45", 1, w32, 1,
             "for (i=lane; i<45; i+=32) acc += popc(ballot(FULL, in[i]>0)), in = 45 ones (lanes 13-31 leave after one iteration)",
             in, k_passby_ballot_loop45, dev_words(x), 45); }
  run_case("passby_syncwarp_if16", 1, w32, 1,
           "s[l]=3l; if lane<16 { syncwarp(); out=s[l^1]+1000 }", none, k_passby_syncwarp_if16);
  { Words x(64); for (uint32_t t = 0; t < 64; t++) x[t] = 3 * t + 1; Inputs in; in.v.push_back({"in", x});
    run_case("barrier_in_if_stride", 1, dim3(64, 1, 1), 1,
             "s[t]=in[t]=3t+1; for stride 32..1 { if t<stride { s[t]+=s[t+stride]; __syncthreads() } }; t==0: out=s[0]",
             in, k_barrier_in_if_stride, dev_words(x)); }
  run_case("barrier_two_sites", 1, dim3(64, 1, 1), 1,
           "s[t]=5t; if t&1 __syncthreads() else __syncthreads(); out=s[t^1]", none, k_barrier_two_sites);
  { int* fl; CK(cudaMalloc(&fl, 4)); CK(cudaMemset(fl, 0, 4)); g_allocs.push_back(fl);
    run_case("spin_lane_flag", 1, w32, 1,
             "lanes 1-31 spin while atomicAdd(flag,0)==0, then out=1; lane 0: atomicExch(flag,1), out=2", none, k_spin_lane_flag, fl); }
  { int* fl; CK(cudaMalloc(&fl, 4)); CK(cudaMemset(fl, 0, 4)); g_allocs.push_back(fl);
    run_case("spin_warp_flag", 1, dim3(64, 1, 1), 1,
             "warp 0 spins while atomicAdd(flag,0)==0, then out=1; warp 1: atomicExch(flag,1), out=2", none, k_spin_warp_flag, fl); }

  run_case("tile_partition_if16", 1, w32, 1,
           "if lane<16 { tile=tiled_partition<16>(block); out=tile.shfl(lane*10,3) } (lanes 16-31 pass the partition by)", none, k_tile_partition_if16);
  run_case("tile_partition_warp0", 1, dim3(64, 1, 1), 1,
           "if warp==0 { t=tiled_partition<32>(block); out=t.rank+100*t.meta } (warp 1 passes the partition by)", none, k_tile_partition_warp0);
  run_case("exited_writer_barrier", 1, w32, 1,
           "lanes 16-31: s[l-16]=l; return. lanes 0-15: __syncthreads(); out=s[l]", none, k_exited_writer_barrier);
  run_case("helper_both_arms", 1, w32, 2,
           "if lane<16 r=sum(1) else r=sum(2)+1000, sum a __shfl_xor_sync butterfly in a __noinline__ function; the same with a __forceinline__ one", none, k_helper_both_arms);

  {
    struct P { const char* name; int slots; const char* note; void (*k)(uint32_t*, int*); };
    const P ps[] = {
      {"atomic_body_loop", 1, "for i<=lane&3 atomicAdd(c,1); out=activemask", k_atomic_body_loop},
      {"atomic_exit_loop", 1, "do v=atomicAdd(&c[lane],1) while v<lane&3; out=activemask", k_atomic_exit_loop},
      {"atomic_exit_break", 1, "while(true) { v=atomicAdd(&c[lane],1); if v>=lane&3 break }; out=activemask", k_atomic_exit_break},
      {"volatile_exit_loop", 1, "do n++ while volatile c[lane]+n<=lane&3 (c zero); out=activemask", k_volatile_exit_loop},
      {"if_atomic_arm", 1, "if lane&1 atomicAdd(c,1); out=activemask", k_if_atomic_arm},
      {"atomic_exit_in_if", 2, "if lane<16 { do v=atomicAdd(&c[lane],1) while v<lane&3; out[2g]=activemask } else out[2g]=0; out[2g+1]=activemask", k_atomic_exit_in_if},
      {"cas_loop_syncwarp", 1, "each lane adds lane+1 to c[0] with an atomicCAS loop; __syncwarp(); out=activemask", k_cas_loop_syncwarp},
    };
    for (const P& p : ps) {
      int* c; CK(cudaMalloc(&c, 4 * 64)); CK(cudaMemset(c, 0, 4 * 64)); g_allocs.push_back(c);
      run_case(p.name, 1, w32, p.slots, p.note, none, p.k, c);
    }
  }
  { int* fl; CK(cudaMalloc(&fl, 4)); CK(cudaMemset(fl, 0, 4)); g_allocs.push_back(fl);
    run_case("flag_after_reconvergence", 1, w32, 1,
             "lane 0: if { flag=1 }; lanes 1-31: else { poll atomicAdd(flag,0) until 2, at most 2^22 times }; after the if lane 0: flag=2. out=1 saw 2, 0 gave up, 3 lane 0", none, k_flag_after_reconvergence, fl); }
  { int* acc; CK(cudaMalloc(&acc, 4)); CK(cudaMemset(acc, 0, 4)); g_allocs.push_back(acc);
    run_case("cas_add_activemask", 1, dim3(64, 1, 1), 2,
             "each lane adds lane+1 to acc with an atomicCAS loop; out[2g]=__activemask() after the loop; __syncthreads(); out[2g+1]=acc", none, k_cas_add_activemask, acc); }
  for (int helper = 0; helper < 2; helper++) {
    unsigned n = helper ? 256 : 1024;
    int* w; CK(cudaMalloc(&w, 4 * (3 + 32))); CK(cudaMemset(w, 0, 4 * (3 + 32))); g_allocs.push_back(w);
    if (helper)
      run_case("counted_lock_helper", 1, dim3(n, 1, 1), 1,
               "acquire_counted (noinline): while atomicCAS(lock,0,1)!=0 atomicAdd(spins,1); fence; c=cnt; cnt=c+1; fence; atomicExch(lock,0); bits[c] set; __syncthreads(); out[t]=bit t", none, k_counted_lock_helper, w, w + 1, w + 2, (unsigned*)(w + 3));
    else
      run_case("counted_lock", 1, dim3(n, 1, 1), 1,
               "while atomicCAS(lock,0,1)!=0 atomicAdd(spins,1); fence; c=cnt; cnt=c+1; fence; atomicExch(lock,0); bits[c] set; __syncthreads(); out[t]=bit t", none, k_counted_lock, w, w + 1, w + 2, (unsigned*)(w + 3));
  }

  for (void* p : g_allocs) cudaFree(p);
  return 0;
}
