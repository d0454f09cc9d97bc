// HIP-CPU baseline for `npm run bench` figure (b): the block reduction of
// bench/kernels.ts BLOCK_REDUCE (4096 blocks of 256 threads over 2^20 floats,
// data[i] = ((i * 7) % 1024) / 1024 as in bench/sim.bench.ts), run by AMD's
// HIP-CPU runtime (one fiber per thread of a block, blocks spread over TBB).
//
// Prints one line of JSON: the best of 5 timed launches (launch +
// hipDeviceSynchronize, after one warm-up launch, std::chrono::steady_clock),
// each run's wall and process CPU milliseconds, the sum of `out` as a double
// and out[0].
//
// Two forms of the kernel (argument `uniform`, the default, or `literal`):
//  - literal: BLOCK_REDUCE as written; only warp 0 runs the second
//    warpReduceSum. HIP-CPU implements every shuffle as two block-wide
//    barriers (round-robin fiber switches over all 256 fibers), so a shuffle
//    that only some threads of a block reach is outside what it supports:
//    a fiber that has returned runs the kernel again when a barrier switches
//    to it (the fiber loop in HIP-CPU's tile.hpp), and out[] is wrong.
//  - uniform: every thread runs the second warpReduceSum (warps other than 0
//    reduce zeros) and only lane 0 of warp 0 writes. Warp 0 adds the same
//    values in the same order, so out[] is that of BLOCK_REDUCE on a GPU.
//
// __shfl_down is called with HIP's default width (HIP-CPU's warpSize, 64):
// with width 32 HIP-CPU's shuffle_down keeps lanes 32..63 of its 64-wide
// warp unshuffled (it tests the source index against the width without
// subtracting the segment base). With width 64, lane 0 of each 32-lane warp
// reads only lanes of its own warp in the offsets 16..1 tree, so its sums
// equal CUDA's width-32 sums bit for bit.
//
// Usage: block-reduce [uniform|literal] [OUT_FILE]; OUT_FILE, when given,
// receives out[] one value a line (%.17g). Build and run: bench/hip-cpu/run.sh
// (see bench/hip-cpu/README.md).

#include <hip/hip_runtime.h>

#include <tbb/info.h>
#include <tbb/task_arena.h>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

constexpr int kN = 1 << 20;
constexpr int kBlock = 256;
constexpr int kBlocks = kN / kBlock;
constexpr int kRuns = 5;

__device__ float warpReduceSum(float val) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    val += __shfl_down(val, offset);
  }
  return val;
}

__global__ void blockReduceLiteral(const float* inp, float* out, int n) {
  __shared__ float warp_sums[8];
  const int tid = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = tid % 32;
  const int wid = tid / 32;
  float val = i < n ? inp[i] : 0.0f;
  val = warpReduceSum(val);
  if (lane == 0) warp_sums[wid] = val;
  __syncthreads();
  if (wid == 0) {
    val = lane < 8 ? warp_sums[lane] : 0.0f;
    val = warpReduceSum(val);
    if (lane == 0) out[blockIdx.x] = val;
  }
}

__global__ void blockReduceUniform(const float* inp, float* out, int n) {
  __shared__ float warp_sums[8];
  const int tid = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = tid % 32;
  const int wid = tid / 32;
  float val = i < n ? inp[i] : 0.0f;
  val = warpReduceSum(val);
  if (lane == 0) warp_sums[wid] = val;
  __syncthreads();
  val = (wid == 0 && lane < 8) ? warp_sums[lane] : 0.0f;
  val = warpReduceSum(val);
  if (wid == 0 && lane == 0) out[blockIdx.x] = val;
}

double cpuMs() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 +
         (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

void check(hipError_t e, const char* what) {
  if (e != hipSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, hipGetErrorString(e));
    std::exit(1);
  }
}

void launch(bool literal, const float* d_inp, float* d_out) {
  if (literal) {
    hipLaunchKernelGGL(blockReduceLiteral, dim3(kBlocks), dim3(kBlock), 0, 0,
                       d_inp, d_out, kN);
  } else {
    hipLaunchKernelGGL(blockReduceUniform, dim3(kBlocks), dim3(kBlock), 0, 0,
                       d_inp, d_out, kN);
  }
  check(hipGetLastError(), "launch");
  check(hipDeviceSynchronize(), "hipDeviceSynchronize");
}

/** Writes out[] to `path`, one value a line, `%.17g` (the float widened to
 * double, read back exactly), for comparison with the simulator's `out`. */
void write_out(const char* path, const std::vector<float>& out) {
  FILE* f = std::fopen(path, "w");
  if (!f) {
    std::perror(path);
    std::exit(1);
  }
  for (float v : out) std::fprintf(f, "%.17g\n", static_cast<double>(v));
  std::fclose(f);
}

std::string list(const std::vector<double>& xs) {
  std::string s = "[";
  char buf[32];
  for (size_t k = 0; k < xs.size(); ++k) {
    std::snprintf(buf, sizeof buf, "%s%.3f", k ? ", " : "", xs[k]);
    s += buf;
  }
  return s + "]";
}

}  // namespace

int main(int argc, char** argv) {
  const bool literal = argc > 1 && std::strcmp(argv[1], "literal") == 0;
  std::vector<float> data(kN);
  for (int i = 0; i < kN; ++i) data[i] = static_cast<float>((i * 7) % 1024) / 1024.0f;

  float* d_inp = nullptr;
  float* d_out = nullptr;
  check(hipMalloc(reinterpret_cast<void**>(&d_inp), kN * sizeof(float)), "hipMalloc");
  check(hipMalloc(reinterpret_cast<void**>(&d_out), kBlocks * sizeof(float)), "hipMalloc");
  check(hipMemcpy(d_inp, data.data(), kN * sizeof(float), hipMemcpyHostToDevice), "hipMemcpy");

  launch(literal, d_inp, d_out);  // warm-up: creates each TBB thread's fibers
  std::vector<double> wall, cpu;
  for (int r = 0; r < kRuns; ++r) {
    check(hipMemset(d_out, 0, kBlocks * sizeof(float)), "hipMemset");
    check(hipDeviceSynchronize(), "hipDeviceSynchronize");
    const double c0 = cpuMs();
    const auto t0 = std::chrono::steady_clock::now();
    launch(literal, d_inp, d_out);
    const auto t1 = std::chrono::steady_clock::now();
    cpu.push_back(cpuMs() - c0);
    wall.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }

  std::vector<float> out(kBlocks);
  check(hipMemcpy(out.data(), d_out, kBlocks * sizeof(float), hipMemcpyDeviceToHost), "hipMemcpy");
  double checksum = 0;
  for (float v : out) checksum += v;
  if (argc > 2) write_out(argv[2], out);

  std::printf(
      "{\"kernel_ms_best\": %.3f, \"kernel_ms_runs\": %s, \"checksum\": %.17g, "
      "\"out0\": %.17g, \"cpu_ms_runs\": %s, \"kernel\": \"%s\", "
      "\"tbb_max_concurrency\": %d}\n",
      *std::min_element(wall.begin(), wall.end()), list(wall).c_str(), checksum,
      static_cast<double>(out[0]), list(cpu).c_str(), literal ? "literal" : "uniform",
      tbb::this_task_arena::max_concurrency());
  check(hipFree(d_inp), "hipFree");
  check(hipFree(d_out), "hipFree");
  return 0;
}
