// Intra-warp spin lock with the critical section AFTER the acquire loop (Volta whitepaper's
// "starvation-free" lock shape). Simulator (k_mutex_spin_first.ts): budget error in the default schedule.
// Question: does an H200 complete it? out[t] = ticket (counter value seen inside the lock), out[32] = final counter.
// A hang shows as the `timeout` of the run, i.e. no JSON line.
#define CASE "mutex_spin_first"
#include "common.h"
__global__ void k(uint32_t* out, int* lock, int* cnt) {
  unsigned t = threadIdx.x;
  while (atomicCAS(lock, 0, 1) != 0) {}
  __threadfence();
  int c = *(volatile int*)cnt;
  *(volatile int*)cnt = c + 1;
  out[t] = (uint32_t)c;
  __threadfence();
  atomicExch(lock, 0);
  __syncwarp();
  if (t == 0) out[32] = (uint32_t)*(volatile int*)cnt;
}
int main() {
  uint32_t* out = alloc_out(33); int* lock = alloc_zero_int(1); int* cnt = alloc_zero_int(1);
  k<<<1, 32>>>(out, lock, cnt);
  CK(cudaDeviceSynchronize());
  return dump(CASE, out, 33);
}
