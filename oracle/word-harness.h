// Host side shared by the one-warp word readings (oracle/mulhi.cu, oracle/funnelshift.cu):
// copy up to three 32-word inputs to the device, fill `out` (two words a lane) with
// 0xdeadbeef, launch one warp, and print one JSON line in the format of oracle/readings.cu:
//   {"case", "grid": 1, "block": [32,1,1], "slots": 2, "inputs": {...}, "out": [...]}
#pragma once
#include <cstdio>
#include <cstdlib>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
  printf("{\"error\":\"%s: %s\"}\n", #call, cudaGetErrorString(e_)); exit(1); } } while (0)

static const unsigned FILL = 0xdeadbeefu;

/** A one-warp kernel of up to three input arrays (unused ones get a null pointer). */
typedef void (*WordKernel)(const unsigned*, const unsigned*, const unsigned*, unsigned*);

static void words(const char* key, const unsigned* v, int n, bool last) {
  printf("\"%s\":[", key);
  for (int i = 0; i < n; i++) printf("%s%u", i ? "," : "", v[i]);
  printf("]%s", last ? "" : ",");
}

/** Runs `kernel` on `n` (1..3) inputs of 32 words, named `keys`, and prints the case. */
static void run_words(const char* name, WordKernel kernel, int n, const char* const* keys, const unsigned* const* in) {
  unsigned* d[3] = {nullptr, nullptr, nullptr};
  unsigned *dout, out[64];
  for (int i = 0; i < 64; i++) out[i] = FILL;
  for (int k = 0; k < n; k++) {
    CHECK(cudaMalloc(&d[k], 32 * sizeof(unsigned)));
    CHECK(cudaMemcpy(d[k], in[k], 32 * sizeof(unsigned), cudaMemcpyHostToDevice));
  }
  CHECK(cudaMalloc(&dout, 64 * sizeof(unsigned)));
  CHECK(cudaMemcpy(dout, out, 64 * sizeof(unsigned), cudaMemcpyHostToDevice));
  kernel<<<1, 32>>>(d[0], d[1], d[2], dout);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out, dout, 64 * sizeof(unsigned), cudaMemcpyDeviceToHost));
  printf("{\"case\":\"%s\",\"grid\":1,\"block\":[32,1,1],\"slots\":2,\"inputs\":{", name);
  for (int k = 0; k < n; k++) words(keys[k], in[k], 32, k == n - 1);
  printf("},");
  words("out", out, 64, true);
  printf("}\n");
  for (int k = 0; k < n; k++) CHECK(cudaFree(d[k]));
  CHECK(cudaFree(dout));
}
