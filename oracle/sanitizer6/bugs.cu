// CUDA C++ translations of the 14 invalid kernels in tests/fixtures/bug-reports/*.ts,
// launched as in tests/unit/sim/bug-reports-memory.test.ts (CASES), with the inputs of
// tests/fixtures/bug-reports/in/*.json embedded as static arrays.
//
// Build: nvcc -O3 -arch=sm_90 -fmad=false -lineinfo -o /tmp/bugs bugs.cu
// Run:   /tmp/bugs            (all 14 kernels)
//        /tmp/bugs NAME       (one kernel, e.g. k23_fence_before_barrier)
// Prints one JSON line per kernel: {"name": ..., "out": [...]}, "out" being every array
// parameter that is not an @in input, concatenated in parameter order (ints with %d, floats
// with %.9g; a non-finite float is printed as the JSON string "nan"/"inf"/"-inf").
// A CUDA error gives {"name": ..., "error": "..."} instead.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <vector>
#include <string>
#include <cuda_runtime.h>

static constexpr unsigned FULL = 0xffffffffu;

// ---------------------------------------------------------------------------------------------
// k01_reduce7_mask1: cuda-samples#398 (reduce7): shmem_extent = blockSize/warpSize = 1 for a
// 32-thread block, so the mask is __ballot_sync(FULL, tid < 1) = 1, and lane 0 shuffles down from
// lanes 16,8,4,2,1 which are outside the mask: undefined values (PTX shfl.sync), stored.
__global__ void k01_reduce7_mask1(const int *inp, int *out) {
  const unsigned tid = threadIdx.x;
  __shared__ int sdata[32];
  sdata[tid] = inp[tid];
  __syncthreads();
  const unsigned extent = blockDim.x / 32 > 0 ? blockDim.x / 32 : 1;
  const unsigned ballot = __ballot_sync(FULL, tid < extent);
  int mySum = 0;
  if (tid < extent) {
    mySum = sdata[tid];
    for (int offset = 16; offset > 0; offset /= 2) {
      mySum += __shfl_down_sync(ballot, mySum, offset);
    }
  }
  if (tid == 0) {
    out[0] = mySum;
  }
}

// k02_ballot_shfl_down20: partial-lane reduction: mask from __ballot_sync(lane < n) with n = 20,
// then an unguarded shfl_down tree: lane 4 reads lane 20 (outside the mask) at offset 16, and
// lane 0 picks that up through lane 8 at offset 8. Lane 0's sum is undefined.
__global__ void k02_ballot_shfl_down20(const int *inp, int n, int *out) {
  const int lane = int(threadIdx.x);
  const unsigned mask = __ballot_sync(FULL, lane < n);
  if (lane < n) {
    int v = inp[lane];
    for (int off = 16; off > 0; off /= 2) {
      v += __shfl_down_sync(mask, v, off);
    }
    if (lane == 0) {
      out[0] = v;
    }
  }
}

// k04_softmax_war_race: pytorch#20182 (SoftMax.cu blockReduce, racecheck): warp 0's lanes < nwarps
// each reduce a row of 32 smem values, then write smem[lane] with no __syncwarp: lane 1 writes
// smem[1] while lane 0 still reads smem[0..31]. A WAR race inside warp 0.
__global__ void k04_softmax_war_race(const float *inp, float *out) {
  __shared__ float smem[128];
  const unsigned t = threadIdx.x;
  smem[t] = inp[t];
  __syncthreads();
  float warpVal = 0.0f;
  if (t < 32) {
    const unsigned lane = t % 32;
    if (lane < blockDim.x / 32) {
      for (unsigned i = 0; i < 32; i++) {
        warpVal = warpVal + smem[lane * 32 + i];
      }
      smem[lane] = warpVal;
    }
  }
  __syncthreads();
  if (t == 0) {
    float s = 0.0f;
    for (unsigned i = 0; i < blockDim.x / 32; i++) {
      s = s + smem[i];
    }
    out[0] = s;
  }
}

// k07_single_buffer: the stencil with one buffer and still one __syncthreads per step: thread t
// writes buf[t] while thread t-1 (another warp for t = 32) reads it in the same step. A race.
__global__ void k07_single_buffer(const int *inp, int *out) {
  __shared__ int buf[64];
  const unsigned t = threadIdx.x;
  const unsigned N = blockDim.x;
  buf[t] = inp[t];
  __syncthreads();
  for (unsigned k = 0; k < 5; k++) {
    const int v = buf[t] * 3 + buf[(t + 1) % N];
    buf[t] = v;
    __syncthreads();
  }
  out[t] = buf[t];
}

// k08_hist_readout_race: shared-memory histogram that forgets the __syncthreads between the
// atomics and the read-out: thread b < 8 reads hist[b] with a plain load while other warps may
// still atomicAdd to it. A data race (PTX ISA 8.8); the value read depends on the schedule.
__global__ void k08_hist_readout_race(const int *inp, int *out) {
  __shared__ int hist[8];
  const unsigned t = threadIdx.x;
  if (t < 8) {
    hist[t] = 0;
  }
  __syncthreads();
  atomicAdd(&hist[inp[blockIdx.x * blockDim.x + t] & 7], 1);
  if (t < 8) {
    atomicAdd(&out[t], hist[t]);
  }
}

// k09_hist_init_race: shared histogram without the __syncthreads between zeroing and the
// atomics: thread 3 of warp 0 writes hist[3] = 0 while a thread of warp 1 may already have done
// atomicAdd(hist[3]).
__global__ void k09_hist_init_race(const int *inp, int *out) {
  __shared__ int hist[8];
  const unsigned t = threadIdx.x;
  if (t < 8) {
    hist[t] = 0;
  }
  atomicAdd(&hist[inp[blockIdx.x * blockDim.x + t] & 7], 1);
  __syncthreads();
  if (t < 8) {
    atomicAdd(&out[t], hist[t]);
  }
}

// k12_lastblock_nofence: the Programming Guide's last-block kernel WITHOUT the __threadfence():
// partial[b] is not published by the ticket, so the last block's plain reads of partial[] race
// with the other blocks' stores.
__global__ void k12_lastblock_nofence(const int *inp, int *partial, int *count, int *out) {
  __shared__ int isLast[1];
  const unsigned t = threadIdx.x;
  int v = inp[blockIdx.x * 32 + t];
  for (int m = 16; m > 0; m /= 2) {
    v += __shfl_xor_sync(FULL, v, m);
  }
  if (t == 0) {
    partial[blockIdx.x] = v;
    const int ticket = atomicAdd(&count[0], 1);
    isLast[0] = ticket == int(gridDim.x) - 1 ? 1 : 0;
  }
  __syncthreads();
  if (isLast[0] == 1) {
    if (t == 0) {
      int s = 0;
      for (unsigned b = 0; b < gridDim.x; b++) {
        s += partial[b];
      }
      out[0] = s;
      count[0] = 0;
    }
  }
}

// k14_lookback_noprodfence: chained scan WITHOUT the producer's __threadfence between incl[tile]
// and the flag (kokkos#2681, AcceleratedKernels.jl#98): a race on incl[]. Each block takes a
// dynamic tile index with an atomic ticket, scans its 32 values with __shfl_up_sync, thread 31
// waits for the previous tile's flag (atomic poll), fences, reads its inclusive prefix, and
// publishes its own (store, then atomic flag, with no fence in between).
__global__ void k14_lookback_noprodfence(const int *inp, int *ticket, int *flag, int *incl, int *out) {
  __shared__ int tileS[1];
  __shared__ int prevS[1];
  const unsigned t = threadIdx.x;
  if (t == 0) {
    tileS[0] = atomicAdd(&ticket[0], 1);
  }
  __syncthreads();
  const int tile = tileS[0];
  int v = inp[tile * 32 + int(t)];
  for (int d = 1; d < 32; d *= 2) {
    const int o = __shfl_up_sync(FULL, v, d);
    if (int(t) >= d) {
      v += o;
    }
  }
  if (t == 31) {
    int prev = 0;
    if (tile > 0) {
      while (atomicAdd(&flag[tile - 1], 0) == 0) {}
      __threadfence();
      prev = incl[tile - 1];
    }
    incl[tile] = prev + v;
    atomicExch(&flag[tile], 1);
    prevS[0] = prev;
  }
  __syncthreads();
  out[tile * 32 + int(t)] = prevS[0] + v;
}

// k16b_transpose_pad_bug: the padded transpose with the read indexed with the unpadded stride 8:
// thread (tx,ty) reads tile[tx*8+ty]; e.g. (0,1) reads tile[8], the padding slot of row 0,
// which no thread wrote: an undefined value, stored to out.
__global__ void k16b_transpose_pad_bug(const int *inp, int *out) {
  __shared__ int tile[8 * 9];
  const unsigned tx = threadIdx.x;
  const unsigned ty = threadIdx.y;
  tile[ty * 9 + tx] = inp[ty * 8 + tx];
  __syncthreads();
  out[ty * 8 + tx] = tile[tx * 8 + ty];
}

// k21_softmax_lane_exit: warp-per-row softmax max over a row of ncols = 20 < 32 with a per-lane
// early exit for the padding columns, then a full-mask __shfl_xor_sync max: lanes 0..19 read
// exited lanes 20..31 (lane 4 reads lane 20 at m=16): undefined values, stored.
__global__ void k21_softmax_lane_exit(const float *x, int ncols, float *out) {
  const int lane = int(threadIdx.x);
  if (lane >= ncols) {
    return;
  }
  float m = x[lane];
  for (int k = 16; k > 0; k /= 2) {
    m = fmaxf(m, __shfl_xor_sync(FULL, m, k));
  }
  out[lane] = m;
}

// k23_fence_before_barrier: block 0's threads each write data[t]; thread 0 fences BEFORE the
// __syncthreads and sets the flag after it with no fence in between, so data[1..31] written by
// the other threads are not released by the flag. Block 1 reads data[] after seeing the flag:
// a race on data[1..31]. (Block 1 spins on block 0's flag: needs both blocks resident.)
__global__ void k23_fence_before_barrier(int *data, int *flag, int *out) {
  const unsigned t = threadIdx.x;
  if (blockIdx.x == 0) {
    data[t] = int(t) * 5 + 1;
    if (t == 0) {
      __threadfence();
    }
    __syncthreads();
    if (t == 0) {
      atomicExch(&flag[0], 1);
    }
  } else {
    if (t == 0) {
      while (atomicAdd(&flag[0], 0) == 0) {}
      __threadfence();
    }
    __syncthreads();
    out[t] = data[(t + 1) % 32];
  }
}

// k24_reuse_smem_two_reductions: NVIDIA/Fuser#489 / llm.c: two block reductions back to back
// share one __shared__ buffer and the first has no trailing __syncthreads: warp 1's lane 0
// writes red[1] for the second reduction while thread 0 may still be reading red[1] for the
// first. A race across warps.
__device__ float blockSum(float v, float *red) {
  const unsigned lane = threadIdx.x % 32;
  const unsigned w = threadIdx.x / 32;
  for (int m = 16; m > 0; m /= 2) {
    v += __shfl_xor_sync(FULL, v, m);
  }
  if (lane == 0) {
    red[w] = v;
  }
  __syncthreads();
  float s = 0.0f;
  for (unsigned i = 0; i < blockDim.x / 32; i++) {
    s += red[i];
  }
  return s;
}
__global__ void k24_reuse_smem_two_reductions(const float *x, float *out) {
  __shared__ float red[32];
  const unsigned t = threadIdx.x;
  const float a = blockSum(x[t], red);
  const float b = blockSum(x[t] * x[t], red);
  out[t] = b - a;
}

// k27_barrier_across_blocks: __syncthreads() orders nothing between blocks: block 1 reads
// buf[t] that block 0 writes.
__global__ void k27_barrier_across_blocks(int *buf, int *out) {
  const unsigned t = threadIdx.x;
  if (blockIdx.x == 0) {
    buf[t] = int(t) + 7;
  }
  __syncthreads();
  if (blockIdx.x == 1) {
    out[t] = buf[t];
  }
}

// k28_counter_plain_read: every thread of 2 blocks bumps a global counter with atomicAdd, then
// thread 0 of each block reads the counter with a plain load (no grid-wide ordering): the load
// conflicts with the other block's atomics and is unordered with them: a data race.
__global__ void k28_counter_plain_read(int *cnt, int *out) {
  atomicAdd(&cnt[0], 1);
  __syncthreads();
  if (threadIdx.x == 0) {
    out[blockIdx.x] = cnt[0];
  }
}

// ---------------------------------------------------------------------------------------------
// Inputs (tests/fixtures/bug-reports/in/*.json).
static const int IN_i32_1[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};
static const int IN_sq32[32] = {1, 2, 5, 10, 17, 26, 37, 50, 65, 82, 101, 122, 145, 170, 197, 226, 257, 290, 325, 362, 401, 442, 485, 530, 577, 626, 677, 730, 785, 842, 901, 962};
static const float IN_f128[128] = {0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f, 0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f};
static const int IN_st64[64] = {-6, 1, -5, 2, -4, 3, -3, 4, -2, 5, -1, 6, 0, -6, 1, -5, 2, -4, 3, -3, 4, -2, 5, -1, 6, 0, -6, 1, -5, 2, -4, 3, -3, 4, -2, 5, -1, 6, 0, -6, 1, -5, 2, -4, 3, -3, 4, -2, 5, -1, 6, 0, -6, 1, -5, 2, -4, 3, -3, 4, -2, 5, -1, 6};
static const int IN_h128[128] = {3, 10, 2, 8, 28, 4, 23, 27, 16, 19, 7, 9, 25, 26, 12, 12, 26, 25, 9, 7, 19, 16, 27, 23, 4, 28, 8, 2, 10, 3, 10, 2, 8, 28, 4, 23, 27, 16, 19, 7, 9, 25, 26, 12, 12, 26, 25, 9, 7, 19, 16, 27, 23, 4, 28, 8, 2, 10, 3, 10, 2, 8, 28, 4, 23, 27, 16, 19, 7, 9, 25, 26, 12, 12, 26, 25, 9, 7, 19, 16, 27, 23, 4, 28, 8, 2, 10, 3, 10, 2, 8, 28, 4, 23, 27, 16, 19, 7, 9, 25, 26, 12, 12, 26, 25, 9, 7, 19, 16, 27, 23, 4, 28, 8, 2, 10, 3, 10, 2, 8, 28, 4, 23, 27, 16, 19, 7, 9};
static const int IN_lb128[128] = {-50, -47, -44, -41, -38, -35, -32, -29, -26, -23, -20, -17, -14, -11, -8, -5, -2, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 64, 67, 70, 73, 76, 79, 82, 85, 88, 91, 94, 97, 100, 103, 106, 109, 112, 115, 118, 121, 124, 127, 130, 133, 136, 139, 142, 145, 148, 151, 154, 157, 160, 163, 166, 169, 172, 175, 178, 181, 184, 187, 190, 193, 196, 199, 202, 205, 208, 211, 214, 217, 220, 223, 226, 229, 232, 235, 238, 241, 244, 247, 250, 253, 256, 259, 262, 265, 268, 271, 274, 277, 280, 283, 286, 289, 292, 295, 298, 301, 304, 307, 310, 313, 316, 319, 322, 325, 328, 331};
static const int IN_sc128[128] = {-8, -3, 2, 7, -5, 0, 5, -7, -2, 3, 8, -4, 1, 6, -6, -1, 4, -8, -3, 2, 7, -5, 0, 5, -7, -2, 3, 8, -4, 1, 6, -6, -1, 4, -8, -3, 2, 7, -5, 0, 5, -7, -2, 3, 8, -4, 1, 6, -6, -1, 4, -8, -3, 2, 7, -5, 0, 5, -7, -2, 3, 8, -4, 1, 6, -6, -1, 4, -8, -3, 2, 7, -5, 0, 5, -7, -2, 3, 8, -4, 1, 6, -6, -1, 4, -8, -3, 2, 7, -5, 0, 5, -7, -2, 3, 8, -4, 1, 6, -6, -1, 4, -8, -3, 2, 7, -5, 0, 5, -7, -2, 3, 8, -4, 1, 6, -6, -1, 4, -8, -3, 2, 7, -5, 0, 5, -7, -2};
static const int IN_t64[64] = {1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 64, 67, 70, 73, 76, 79, 82, 85, 88, 91, 94, 97, 100, 103, 106, 109, 112, 115, 118, 121, 124, 127, 130, 133, 136, 139, 142, 145, 148, 151, 154, 157, 160, 163, 166, 169, 172, 175, 178, 181, 184, 187, 190};
static const float IN_x32[32] = {-1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f};
static const float IN_x64[64] = {-1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f, 0.0f, 1.0f, 2.0f, 3.0f, -0.5f, 0.5f, 1.5f, 2.5f, -1.0f};

// ---------------------------------------------------------------------------------------------
// Host side.
static std::string g_err;  // first CUDA error of the current case

static bool ck(cudaError_t e, const char *what) {
  if (e != cudaSuccess && g_err.empty()) g_err = std::string(what) + ": " + cudaGetErrorString(e);
  return e == cudaSuccess;
}

template <typename T> static T *devIn(const T *h, int n) {
  T *d = nullptr;
  ck(cudaMalloc(&d, n * sizeof(T)), "cudaMalloc");
  ck(cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice), "cudaMemcpy H2D");
  return d;
}
template <typename T> static T *devZero(int n) {
  T *d = nullptr;
  ck(cudaMalloc(&d, n * sizeof(T)), "cudaMalloc");
  ck(cudaMemset(d, 0, n * sizeof(T)), "cudaMemset");
  return d;
}

struct Printer {
  std::string s;
  bool first = true;
  void sep() { if (!first) s += ", "; first = false; }
  void ints(const int *d, int n) {
    std::vector<int> h(n, 0);
    ck(cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost), "cudaMemcpy D2H");
    char b[32];
    for (int i = 0; i < n; i++) { sep(); snprintf(b, sizeof b, "%d", h[i]); s += b; }
  }
  void floats(const float *d, int n) {
    std::vector<float> h(n, 0.0f);
    ck(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost), "cudaMemcpy D2H");
    char b[48];
    for (int i = 0; i < n; i++) {
      sep();
      float v = h[i];
      if (std::isnan(v)) s += "\"nan\"";
      else if (std::isinf(v)) s += v > 0 ? "\"inf\"" : "\"-inf\"";
      else { snprintf(b, sizeof b, "%.9g", (double)v); s += b; }
    }
  }
};

static void finish(const char *name, Printer &p) {
  if (g_err.empty()) printf("{\"name\": \"%s\", \"out\": [%s]}\n", name, p.s.c_str());
  else printf("{\"name\": \"%s\", \"error\": \"%s\"}\n", name, g_err.c_str());
  fflush(stdout);
}

static void launched() {
  ck(cudaGetLastError(), "launch");
  ck(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
}

static void run_k01() {
  int *inp = devIn(IN_i32_1, 32); int *out = devZero<int>(1);
  k01_reduce7_mask1<<<1, dim3(32, 1, 1)>>>(inp, out); launched();
  Printer p; p.ints(out, 1); finish("k01_reduce7_mask1", p);
  cudaFree(inp); cudaFree(out);
}
static void run_k02() {
  int *inp = devIn(IN_sq32, 32); int *out = devZero<int>(1);
  k02_ballot_shfl_down20<<<1, dim3(32, 1, 1)>>>(inp, 20, out); launched();
  Printer p; p.ints(out, 1); finish("k02_ballot_shfl_down20", p);
  cudaFree(inp); cudaFree(out);
}
static void run_k04() {
  float *inp = devIn(IN_f128, 128); float *out = devZero<float>(1);
  k04_softmax_war_race<<<1, dim3(128, 1, 1)>>>(inp, out); launched();
  Printer p; p.floats(out, 1); finish("k04_softmax_war_race", p);
  cudaFree(inp); cudaFree(out);
}
static void run_k07() {
  int *inp = devIn(IN_st64, 64); int *out = devZero<int>(64);
  k07_single_buffer<<<1, dim3(64, 1, 1)>>>(inp, out); launched();
  Printer p; p.ints(out, 64); finish("k07_single_buffer", p);
  cudaFree(inp); cudaFree(out);
}
static void run_k08() {
  int *inp = devIn(IN_h128, 128); int *out = devZero<int>(8);
  k08_hist_readout_race<<<2, dim3(64, 1, 1)>>>(inp, out); launched();
  Printer p; p.ints(out, 8); finish("k08_hist_readout_race", p);
  cudaFree(inp); cudaFree(out);
}
static void run_k09() {
  int *inp = devIn(IN_h128, 128); int *out = devZero<int>(8);
  k09_hist_init_race<<<2, dim3(64, 1, 1)>>>(inp, out); launched();
  Printer p; p.ints(out, 8); finish("k09_hist_init_race", p);
  cudaFree(inp); cudaFree(out);
}
static void run_k12() {
  int *inp = devIn(IN_lb128, 128);
  int *partial = devZero<int>(4); int *count = devZero<int>(1); int *out = devZero<int>(1);
  k12_lastblock_nofence<<<4, dim3(32, 1, 1)>>>(inp, partial, count, out); launched();
  Printer p; p.ints(partial, 4); p.ints(count, 1); p.ints(out, 1); finish("k12_lastblock_nofence", p);
  cudaFree(inp); cudaFree(partial); cudaFree(count); cudaFree(out);
}
static void run_k14() {
  int *inp = devIn(IN_sc128, 128);
  int *ticket = devZero<int>(1); int *flag = devZero<int>(4); int *incl = devZero<int>(4);
  int *out = devZero<int>(128);
  k14_lookback_noprodfence<<<4, dim3(32, 1, 1)>>>(inp, ticket, flag, incl, out); launched();
  Printer p; p.ints(ticket, 1); p.ints(flag, 4); p.ints(incl, 4); p.ints(out, 128);
  finish("k14_lookback_noprodfence", p);
  cudaFree(inp); cudaFree(ticket); cudaFree(flag); cudaFree(incl); cudaFree(out);
}
static void run_k16b() {
  int *inp = devIn(IN_t64, 64); int *out = devZero<int>(64);
  k16b_transpose_pad_bug<<<1, dim3(8, 8, 1)>>>(inp, out); launched();
  Printer p; p.ints(out, 64); finish("k16b_transpose_pad_bug", p);
  cudaFree(inp); cudaFree(out);
}
static void run_k21() {
  float *x = devIn(IN_x32, 32); float *out = devZero<float>(32);
  k21_softmax_lane_exit<<<1, dim3(32, 1, 1)>>>(x, 20, out); launched();
  Printer p; p.floats(out, 32); finish("k21_softmax_lane_exit", p);
  cudaFree(x); cudaFree(out);
}
static void run_k23() {
  int *data = devZero<int>(32); int *flag = devZero<int>(1); int *out = devZero<int>(32);
  k23_fence_before_barrier<<<2, dim3(32, 1, 1)>>>(data, flag, out); launched();
  Printer p; p.ints(data, 32); p.ints(flag, 1); p.ints(out, 32); finish("k23_fence_before_barrier", p);
  cudaFree(data); cudaFree(flag); cudaFree(out);
}
static void run_k24() {
  float *x = devIn(IN_x64, 64); float *out = devZero<float>(64);
  k24_reuse_smem_two_reductions<<<1, dim3(64, 1, 1)>>>(x, out); launched();
  Printer p; p.floats(out, 64); finish("k24_reuse_smem_two_reductions", p);
  cudaFree(x); cudaFree(out);
}
static void run_k27() {
  int *buf = devZero<int>(32); int *out = devZero<int>(32);
  k27_barrier_across_blocks<<<2, dim3(32, 1, 1)>>>(buf, out); launched();
  Printer p; p.ints(buf, 32); p.ints(out, 32); finish("k27_barrier_across_blocks", p);
  cudaFree(buf); cudaFree(out);
}
static void run_k28() {
  int *cnt = devZero<int>(1); int *out = devZero<int>(2);
  k28_counter_plain_read<<<2, dim3(64, 1, 1)>>>(cnt, out); launched();
  Printer p; p.ints(cnt, 1); p.ints(out, 2); finish("k28_counter_plain_read", p);
  cudaFree(cnt); cudaFree(out);
}

struct Case { const char *name; void (*fn)(); };
static const Case CASES[] = {
  {"k01_reduce7_mask1", run_k01},
  {"k02_ballot_shfl_down20", run_k02},
  {"k04_softmax_war_race", run_k04},
  {"k07_single_buffer", run_k07},
  {"k08_hist_readout_race", run_k08},
  {"k09_hist_init_race", run_k09},
  {"k12_lastblock_nofence", run_k12},
  {"k14_lookback_noprodfence", run_k14},
  {"k16b_transpose_pad_bug", run_k16b},
  {"k21_softmax_lane_exit", run_k21},
  {"k23_fence_before_barrier", run_k23},
  {"k24_reuse_smem_two_reductions", run_k24},
  {"k27_barrier_across_blocks", run_k27},
  {"k28_counter_plain_read", run_k28},
};

int main(int argc, char **argv) {
  const char *want = argc > 1 ? argv[1] : nullptr;
  if (want && strcmp(want, "--list") == 0) {
    for (const Case &c : CASES) printf("%s\n", c.name);
    return 0;
  }
  bool any = false;
  for (const Case &c : CASES) {
    if (want && strcmp(want, c.name) != 0) continue;
    any = true;
    g_err.clear();
    c.fn();
  }
  if (!any) {
    fprintf(stderr, "unknown kernel '%s'; names:", want);
    for (const Case &c : CASES) fprintf(stderr, " %s", c.name);
    fprintf(stderr, "\n");
    return 2;
  }
  return 0;
}
