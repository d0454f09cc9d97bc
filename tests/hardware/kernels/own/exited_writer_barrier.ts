// Lanes 16-31 write shared memory and return; lanes 0-15 pass __syncthreads() and read
// what lane + 16 wrote: a race, since a barrier orders only the threads that reach it.
export function kernel(out: uint[]): void {
  const s = __shared__<uint>(16);
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane >= 16) {
    s[lane - 16] = lane;
    return;
  }
  __syncthreads();
  out[g] = s[lane]; // @race
}
