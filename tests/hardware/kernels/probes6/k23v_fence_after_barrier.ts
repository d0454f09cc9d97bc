// Valid counterpart of k23: barrier first, then thread 0 fences and sets the flag (the Guide's
// pattern: the fence after the barrier is cumulative over what the barrier ordered before it).
export function kernel(data: int[], flag: int[], out: int[]): void {
  const t = threadIdx.x;
  if (blockIdx.x == 0) {
    data[t] = int(t) * 5 + 1;
    __syncthreads();
    if (t == 0) {
      __threadfence();
      atomicExch(flag, 0, 1);
    }
  } else {
    if (t == 0) {
      while (atomicAdd(flag, 0, 0) == 0) {}
      __threadfence();
    }
    __syncthreads();
    out[t] = data[(t + 1) % 32];
  }
}
