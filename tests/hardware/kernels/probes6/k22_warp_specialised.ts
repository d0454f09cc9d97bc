// Warp specialisation: warp 0 produces data[] into shared memory, fences and bumps a shared
// counter with an atomic, then exits; warp 1 polls the counter with atomics until all 32
// producers are done, fences, and consumes. Fenced message passing between warps: valid.
export function kernel(inp: int[], out: int[]): void {
  const data = __shared__<int>(32);
  const ready = __shared__<int>(1);
  const t = int(threadIdx.x);
  if (t == 32) {
    atomicExch(ready, 0, 0);
  }
  __syncthreads();
  if (t < 32) {
    data[t] = inp[t] * 2;
    __threadfence();
    atomicAdd(ready, 0, 1);
    return;
  }
  while (atomicAdd(ready, 0, 0) < 32) {}
  __threadfence();
  out[t - 32] = data[(t - 32 + 1) % 32] + data[t - 32];
}
