// oracle/probes5/cases.cu: cooperative groups (tiles of 4 and 8, tiles of tiles, coalesced and
// binary/labeled partitions, cg::reduce and scans on 64-bit values), structs through shuffles and
// shared memory, 64-bit arithmetic, atomics and conversions, shuffle corner cases (width, lanes
// out of range), votes in nested divergence and chains of partial __syncwarp. One block each;
// main() prints one JSON line per kernel, {"name": ..., "out": [...]}, the output arrays
// concatenated in the order of the Warp TS twin's parameters (tests/hardware/kernels/probes5/).
// Build and run: oracle/probes5/run.sh (nvcc -O3 and -G, -arch=sm_90 -fmad=false).
#include <cstdio>
#include <cstring>
#include <vector>
#include <string>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
typedef long long ll;
typedef unsigned long long ull;

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

// ---------- output helpers ----------
static std::string js;
static void beginK(const char* name) { js = std::string("{\"name\": \"") + name + "\", \"out\": ["; }
static bool first_ = true;
static void sep() { if (!first_) js += ", "; first_ = false; }
template <class T> static void add(const std::vector<T>& v);
template <> void add(const std::vector<int>& v) { char b[64]; for (int x : v) { sep(); snprintf(b, 64, "%d", x); js += b; } }
template <> void add(const std::vector<unsigned>& v) { char b[64]; for (unsigned x : v) { sep(); snprintf(b, 64, "%u", x); js += b; } }
template <> void add(const std::vector<ll>& v) { char b[64]; for (ll x : v) { sep(); snprintf(b, 64, "%lld", x); js += b; } }
template <> void add(const std::vector<ull>& v) { char b[64]; for (ull x : v) { sep(); snprintf(b, 64, "%llu", x); js += b; } }
template <> void add(const std::vector<double>& v) { char b[64]; for (double x : v) { sep(); snprintf(b, 64, "%.17g", x); js += b; } }
static void endK() { js += "]}"; printf("%s\n", js.c_str()); fflush(stdout); first_ = true; }

template <class T> struct Buf {
  T* d; size_t n;
  Buf(size_t n_, const std::vector<T>& init = {}) : n(n_) {
    CK(cudaMalloc(&d, n * sizeof(T))); CK(cudaMemset(d, 0, n * sizeof(T)));
    if (!init.empty()) CK(cudaMemcpy(d, init.data(), init.size() * sizeof(T), cudaMemcpyHostToDevice));
  }
  std::vector<T> get() { CK(cudaDeviceSynchronize()); std::vector<T> h(n); CK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost)); return h; }
  ~Buf() { cudaFree(d); }
};

__device__ __forceinline__ unsigned laneid() { unsigned l; asm volatile("mov.u32 %0, %%laneid;" : "=r"(l)); return l; }

// ---------- 1. cg_tile4 ----------
__global__ void k_cg_tile4(int* out) {
  int lane = threadIdx.x & 31;
  auto block = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(block);
  auto t4 = cg::tiled_partition<4>(t16);
  int o = threadIdx.x * 12;
  int v = lane * 10 + 1;
  out[o + 0] = t4.shfl(v, -1);
  out[o + 1] = t4.shfl_up(v, 5);
  out[o + 2] = t4.shfl_down(v, 1);
  out[o + 3] = t4.shfl_xor(v, 1);
  out[o + 4] = t4.any(lane == 6);
  out[o + 5] = t4.all(lane != 6);
  out[o + 6] = (int)t4.ballot((lane & 1) == 1);
  out[o + 7] = (int)t4.match_any(lane >> 1);
  out[o + 8] = (int)t4.meta_group_rank();
  out[o + 9] = (int)t4.meta_group_size();
  out[o + 10] = cg::reduce(t4, v, cg::plus<int>());
  out[o + 11] = cg::exclusive_scan(t4, v, cg::bit_xor<int>());
}

// ---------- 2. cg_reduce64 ----------
__global__ void k_cg_reduce64(ll* out, ull* uo) {
  int lane = threadIdx.x;
  auto blk = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(blk);
  auto t2 = cg::tiled_partition<2>(blk);
  auto t1 = cg::tiled_partition<1>(blk);
  ll x = (ll)(lane - 8) * 1000000000000LL;
  ull u = 18446744073709551615ULL - (ull)lane;
  int o = lane * 8;
  out[o + 0] = cg::reduce(t16, x, cg::plus<ll>());
  out[o + 1] = cg::reduce(t16, x, cg::less<ll>());
  out[o + 2] = cg::inclusive_scan(t16, x, cg::greater<ll>());
  out[o + 3] = cg::exclusive_scan(t2, x);
  out[o + 4] = cg::reduce(t1, x, cg::plus<ll>());
  out[o + 5] = (ll)t1.ballot(lane > 3) + (ll)t1.shfl(lane, 5) * 100LL;
  out[o + 6] = (ll)t1.meta_group_rank() * 1000LL + (ll)t1.meta_group_size();
  out[o + 7] = (ll)t2.match_any(lane >> 2);
  uo[lane * 2] = cg::reduce(t16, u, cg::plus<ull>());
  uo[lane * 2 + 1] = cg::exclusive_scan(t16, u, cg::bit_and<ull>());
}

// ---------- 3. struct_shfl ----------
struct S3 { double d; ll l; int i; };
__global__ void k_struct_shfl(double* outd, ll* outl, int* outi) {
  int lane = threadIdx.x;
  auto t8 = cg::tiled_partition<8>(cg::this_thread_block());
  S3 a{(double)lane * 0.5, (ll)lane - 4294967296LL, -lane};
  S3 b = t8.shfl_down(a, 3);
  outd[lane] = b.d; outl[lane] = b.l; outi[lane] = b.i;
  if ((lane & 1) == 1) {
    auto c = cg::coalesced_threads();
    S3 e = c.shfl_up(a, 2);
    outd[32 + lane] = e.d; outl[32 + lane] = e.l; outi[32 + lane] = e.i;
  }
  S3 f = t8.shfl_xor(a, 5);
  outd[64 + lane] = f.d; outl[64 + lane] = f.l; outi[64 + lane] = f.i;
}

// ---------- 4. i64_mixed (operands loaded from memory so nothing folds) ----------
__global__ void k_i64_mixed(ll* out, ull* uout, double* dout, const ll* in) {
  ll m1 = in[0];               // -1
  ull u1 = (ull)in[1];         // 1
  unsigned ui = (unsigned)in[2]; // 0xffffffff
  int i = (int)in[0];          // -1
  out[0] = (ll)(m1 < u1);
  out[1] = (ll)(i < u1);
  out[2] = m1 + (ll)ui;
  out[3] = (ll)(ui * ui);
  out[4] = (ll)((ull)ui * (ull)ui);
  out[5] = (ll)(int)in[3];                 // 4294967297
  out[6] = (ll)(unsigned)m1;
  out[7] = in[4] - 1LL;                    // -9223372036854775807 - 1
  out[8] = u1 ? (1LL << (int)(in[5])) : 0; // in[5] = 40
  out[9] = in[6] >> 2;                     // -16 >> 2
  out[10] = in[7] / 2LL;                   // -7 / 2
  out[11] = in[7] % 2LL;
  volatile double dm = -2.75; out[12] = (ll)(double)dm;
  out[13] = (ll)(float)(ll)in[8];          // 16777217
  out[14] = (ll)__popcll((ull)m1);
  out[15] = (ll)__ffsll(1LL << (int)in[5]);
  out[16] = (ll)__clzll(in[9]);            // 0
  out[17] = (ll)__clzll(m1);
  out[18] = (ll)__ffsll(in[9]);
  out[19] = (ll)__ffsll(in[4] - 1LL);      // INT64_MIN
  out[20] = (ll)__clzll(u1);
  out[21] = (ll)ui + i;
  out[22] = (ll)(ui + i);
  out[23] = (ll)(i + u1);
  out[24] = (ll)(double)in[10];            // 9007199254740993
  out[25] = (ll)(double)in[11];            // 9007199254740995
  out[26] = (ll)(float)in[12];             // -9223372036854775807
  uout[0] = __brevll(u1);
  uout[1] = (ull)(double)(ull)in[13];      // 18446744073709549568
  uout[2] = (ull)m1 >> 63;
  uout[3] = (ull)m1 * 3ULL;
  uout[4] = (ull)(unsigned)in[14] << 1;    // 0x80000000
  uout[5] = (ull)(int)in[15];              // -2
  volatile double d75 = -0.75; uout[6] = (ull)(double)d75;
  uout[7] = (ull)((float)(ull)m1 * 0.5f);
  dout[0] = (double)(ull)m1;
  dout[1] = (double)(in[4] - 1LL);
  dout[2] = (double)(ull)in[10];
  dout[3] = (double)(float)in[8];
}

// ---------- 5. atom64 ----------
__global__ void k_atom64(ull* u, ll* l) {
  int lane = threadIdx.x;
  ull big = 18446744073709551615ULL;
  atomicAdd(&u[0], big);
  atomicMax(&l[0], (ll)lane - 40LL);
  atomicMin(&l[1], (ll)lane * -1000000000000LL);
  atomicMin(&u[1], (ull)lane + 9223372036854775800ULL);
  atomicMax(&u[2], (ull)((ll)lane - 1LL));
  atomicOr(&l[2], 1LL << (lane + 32));
  atomicXor(&u[3], 3ULL << (lane * 2));
  atomicAnd(&l[3], ~(1LL << lane));
  ull old = atomicAdd(&u[4], 0ULL);
  while (true) {
    ull seen = atomicCAS(&u[4], old, old * 3ULL);
    if (seen == old) break;
    old = seen;
  }
}

// ---------- 6. conv_edge ----------
__global__ void k_conv_edge(ll* out, const double* dd, const float* ff) {
  out[0] = (ll)(int)dd[0];
  out[1] = (ll)(int)dd[1];
  out[2] = (ll)(unsigned)dd[2];
  out[3] = (ll)(unsigned)dd[3];
  out[4] = (ll)dd[4];
  out[5] = (ll)(ull)ff[0];
  out[6] = (ll)(unsigned)ff[1];
  out[7] = (ll)(int)ff[2];
  out[8] = (ll)(ull)dd[5];
  out[9] = (ll)(int)ff[3];
}

// ---------- 7. shfl_corner ----------
__global__ void k_shfl_corner(int* out) {
  int lane = threadIdx.x;
  int v = lane * 10;
  int o = lane * 10;
  const unsigned F = 0xffffffffu;
  out[o + 0] = __shfl_sync(F, v, lane + 3, 4);
  out[o + 1] = __shfl_sync(F, v, -2, 8);
  out[o + 2] = __shfl_up_sync(F, v, 2, 2);
  out[o + 3] = __shfl_down_sync(F, v, 1, 1);
  out[o + 4] = __shfl_xor_sync(F, v, 4, 2);
  out[o + 5] = __shfl_xor_sync(F, v, 3, 16);
  out[o + 6] = __shfl_down_sync(F, v, 36, 16);
  out[o + 7] = __shfl_up_sync(F, v, 31);
  out[o + 8] = __shfl_sync(F, v, 16, 16);
  out[o + 9] = __shfl_xor_sync(F, v, 31, 8);
}

// ---------- 8. nested_votes ----------
__global__ void k_nested_votes(unsigned* out) {
  unsigned lane = threadIdx.x;
  unsigned o = lane * 8;
  if (lane < 16) {
    if ((lane & 1) == 1) {
      out[o + 0] = __ballot_sync(0x0000aaaa, lane > 5);
      out[o + 1] = (unsigned)__all_sync(0x0000aaaa, lane != 3);
      out[o + 2] = __reduce_add_sync(0x0000aaaa, lane);
      out[o + 3] = __match_any_sync(0x0000aaaa, lane & 4);
      __syncwarp(0x0000aaaa);
    } else {
      out[o + 0] = __ballot_sync(0x00005555, lane > 5);
      out[o + 1] = (unsigned)__any_sync(0x00005555, lane == 14);
      out[o + 2] = __reduce_max_sync(0x00005555, lane);
      int pr = 0;
      out[o + 3] = __match_all_sync(0x00005555, lane >> 4, &pr) + (unsigned)pr;
    }
  } else {
    out[o + 4] = __ballot_sync(0xffff0000, 1);
    out[o + 5] = __reduce_min_sync(0xffff0000, (int)lane - 20);
    out[o + 6] = __reduce_xor_sync(0xffff0000, lane);
    out[o + 7] = __reduce_or_sync(0xffff0000, 1 << (lane - 16));
  }
}

// ---------- 9. sw_chain ----------
__global__ void k_sw_chain(int* out) {
  int lane = threadIdx.x;
  __shared__ int s[32];
  if (lane == 0) s[0] = 42;
  if (lane < 2) __syncwarp(0x3);
  if (lane == 1 || lane == 2) __syncwarp(0x6);
  if (lane == 2) out[0] = s[0];
}

// ---------- 10. struct_shared ----------
struct P10 { int v; int i; };
__global__ void k_struct_shared(int* out) {
  int t = threadIdx.x;
  __shared__ P10 s[64];
  s[t].v = t * 2;
  s[t ^ 1].i = t * 3;
  __syncthreads();
  P10 q = s[t ^ 1];
  P10 r = q;
  r.v = r.v + 1000;
  out[t] = q.v * 100000 + q.i + (r.v - q.v) * 0;
}

// ---------- 11. guard_idioms ----------
__global__ void k_guard_idioms(int* out) {
  int lane = threadIdx.x;
  int r = 0;
  if (lane < 16) {
    int t = __shfl_down_sync(0x0000ffff, lane * 10, 4);
    r = lane < 12 ? t : -1;
    if (lane < 12 && t > 50) r = r + 1000;
    int u = (lane >= 12 || t < 0) ? 7 : t;
    r = r + u * 0;
  }
  out[lane] = r;
}

// ---------- 12. cg_tile_of_tile_branch ----------
__global__ void k_cg_tile_of_tile_branch(int* out) {
  int lane = threadIdx.x & 31;
  auto blk = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(blk);
  int r = -1;
  if (t16.meta_group_rank() % 2 == 0) {
    auto t4 = cg::tiled_partition<4>(t16);
    r = cg::reduce(t4, lane, cg::plus<int>()) * 100 + (int)t4.meta_group_rank() * 10 + (int)t4.meta_group_size();
  }
  out[threadIdx.x] = r;
}

// ---------- 13. cg_binpart_branches ----------
__global__ void k_cg_binpart_branches(int* out) {
  int lane = threadIdx.x;
  int r = -1, s = -1;
  if ((lane & 1) == 1) {
    auto c = cg::coalesced_threads();
    auto q = cg::binary_partition(c, lane < 10);
    if (lane < 10) {
      r = q.shfl(lane, 4);
      s = (int)q.meta_group_rank() * 100 + (int)q.meta_group_size() * 10 + (int)q.thread_rank();
    } else {
      r = cg::reduce(q, lane, cg::plus<int>());
      s = cg::exclusive_scan(q, lane);
    }
  }
  out[lane] = r;
  out[32 + lane] = s;
}

// ---------- 14. coal_rank_oob ----------
__global__ void k_coal_rank_oob(int* out, const int* k) {
  int lane = threadIdx.x;
  auto c = cg::coalesced_threads();
  out[lane] = c.shfl(lane * 10, k[0]);        // 40
  out[32 + lane] = c.shfl(lane * 10, k[1]);   // -1
  out[64 + lane] = c.shfl_up(lane * 10, k[2]); // 33
}

// ---------- 15. cg_coal_after_exit ----------
__global__ void k_cg_coal_after_exit(int* out) {
  int lane = threadIdx.x;
  auto c = cg::coalesced_threads();
  if (lane >= 16) return;
  out[lane * 5 + 0] = c.all(1);
  out[lane * 5 + 1] = (int)c.ballot(1);
  out[lane * 5 + 2] = (int)c.size();
  out[lane * 5 + 3] = cg::reduce(c, lane, cg::plus<int>());
  out[lane * 5 + 4] = c.any(lane == 3);
}

// ---------- 16. sw_halves_ok ----------
__global__ void k_sw_halves_ok(int* out) {
  int lane = threadIdx.x;
  __shared__ int s[32];
  s[lane] = lane * 3;
  if (lane < 16) __syncwarp(0x0000ffff); else __syncwarp(0xffff0000);
  out[lane] = s[lane ^ 1];
}

// ---------- 17. cg_sync_two_arms ----------
__global__ void k_cg_sync_two_arms(int* out) {
  int lane = threadIdx.x;
  auto t4 = cg::tiled_partition<4>(cg::this_thread_block());
  __shared__ int s[32];
  if (t4.thread_rank() < 2) { s[lane] = lane * 7; t4.sync(); }
  else { s[lane] = lane * 7; t4.sync(); }
  out[lane] = s[lane ^ 2];
}

// ---------- 18. cg_labeled_meta ----------
__global__ void k_cg_labeled_meta(int* out) {
  int lane = threadIdx.x;
  auto t32 = cg::tiled_partition<32>(cg::this_thread_block());
  auto t8 = cg::tiled_partition<8>(cg::this_thread_block());
  auto p = cg::labeled_partition(t32, lane >> 3);
  out[lane * 6 + 0] = (int)p.meta_group_rank() * 100 + (int)p.meta_group_size() * 10 + (int)p.thread_rank();
  auto r = cg::labeled_partition(t8, lane & 4);
  out[lane * 6 + 1] = (int)r.meta_group_rank() * 100 + (int)r.meta_group_size() * 10 + (int)r.thread_rank();
  out[lane * 6 + 2] = (int)r.ballot(lane > 20);
  out[lane * 6 + 3] = cg::reduce(r, lane, cg::plus<int>());
  out[lane * 6 + 4] = -1;
  out[lane * 6 + 5] = -1;
  if ((lane & 1) == 1) {
    auto c = cg::coalesced_threads();
    auto q = cg::labeled_partition(c, lane % 4 == 1 ? 5 : 9);
    out[lane * 6 + 4] = (int)q.meta_group_rank() * 100 + (int)q.meta_group_size() * 10 + (int)q.thread_rank();
    out[lane * 6 + 5] = q.shfl(lane, 2);
  }
}

int main() {
  { Buf<int> o(768); k_cg_tile4<<<1, 64>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("cg_tile4"); add(h); endK(); }
  { Buf<ll> o(256); Buf<ull> u(64); k_cg_reduce64<<<1, 32>>>(o.d, u.d); CK(cudaGetLastError()); auto a = o.get(); auto b = u.get(); beginK("cg_reduce64"); add(a); add(b); endK(); }
  { Buf<double> d(96); Buf<ll> l(96); Buf<int> i(96); k_struct_shfl<<<1, 32>>>(d.d, l.d, i.d); CK(cudaGetLastError()); auto a = d.get(); auto b = l.get(); auto c = i.get(); beginK("struct_shfl"); add(a); add(b); add(c); endK(); }
  { Buf<ll> o(27); Buf<ull> u(8); Buf<double> d(4);
    std::vector<ll> in = {-1, 1, 0xffffffffLL, 4294967297LL, -9223372036854775807LL, 40, -16, -7, 16777217, 0,
                          9007199254740993LL, 9007199254740995LL, -9223372036854775807LL, (ll)18446744073709549568ULL, 0x80000000LL, -2};
    Buf<ll> inb(in.size(), in);
    k_i64_mixed<<<1, 1>>>(o.d, u.d, d.d, inb.d); CK(cudaGetLastError()); auto a = o.get(); auto b = u.get(); auto c = d.get(); beginK("i64_mixed"); add(a); add(b); add(c); endK(); }
  { Buf<ull> u(5, {0ULL, 18446744073709551615ULL, 0ULL, 0ULL, 1ULL}); Buf<ll> l(4, {-100, 0, 0, -1});
    k_atom64<<<1, 32>>>(u.d, l.d); CK(cudaGetLastError()); auto a = u.get(); auto b = l.get(); beginK("atom64"); add(a); add(b); endK(); }
  { Buf<ll> o(10); Buf<double> dd(6, {2147483647.5, -2147483648.9, -0.99, 4294967295.7, -9223372036854775808.0, 18446744073709549568.0});
    Buf<float> ff(4, {-0.5f, 4294967040.0f, -2147483648.0f, -0.0f});
    k_conv_edge<<<1, 1>>>(o.d, dd.d, ff.d); CK(cudaGetLastError()); auto a = o.get(); beginK("conv_edge"); add(a); endK(); }
  { Buf<int> o(320); k_shfl_corner<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("shfl_corner"); add(h); endK(); }
  { Buf<unsigned> o(256); k_nested_votes<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("nested_votes"); add(h); endK(); }
  { Buf<int> o(1); k_sw_chain<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("sw_chain"); add(h); endK(); }
  { Buf<int> o(64); k_struct_shared<<<1, 64>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("struct_shared"); add(h); endK(); }
  { Buf<int> o(32); k_guard_idioms<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("guard_idioms"); add(h); endK(); }
  { Buf<int> o(64); k_cg_tile_of_tile_branch<<<1, 64>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("cg_tile_of_tile_branch"); add(h); endK(); }
  { Buf<int> o(64); k_cg_binpart_branches<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("cg_binpart_branches"); add(h); endK(); }
  { Buf<int> o(96); Buf<int> k(3, {40, -1, 33}); k_coal_rank_oob<<<1, 32>>>(o.d, k.d); CK(cudaGetLastError()); auto h = o.get(); beginK("coal_rank_oob"); add(h); endK(); }
  { Buf<int> o(80); k_cg_coal_after_exit<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("cg_coal_after_exit"); add(h); endK(); }
  { Buf<int> o(32); k_sw_halves_ok<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("sw_halves_ok"); add(h); endK(); }
  { Buf<int> o(32); k_cg_sync_two_arms<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("cg_sync_two_arms"); add(h); endK(); }
  { Buf<int> o(192); k_cg_labeled_meta<<<1, 32>>>(o.d); CK(cudaGetLastError()); auto h = o.get(); beginK("cg_labeled_meta"); add(h); endK(); }
  return 0;
}
