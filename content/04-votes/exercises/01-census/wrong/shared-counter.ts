// why: counts with atomicAdd on a shared counter and reads it back with no barrier after the adds: the count depends on how far the other lanes have got (the schedule), and memory a vote does not need
const FULL: uint = 0xffffffff;

export function kernel(values: int[], threshold: int, count: int[], all: int[], any: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const warp = threadIdx.x / 32;
  const counters = __shared__<int>(32);
  const above = values[gid] > threshold;
  if (threadIdx.x % 32 == 0) {
    counters[warp] = 0;
  }
  __syncwarp();
  if (above) {
    atomicAdd(counters, int(warp), 1);
  }
  count[gid] = counters[warp];
  all[gid] = __all_sync(FULL, above) != 0 ? 1 : 0;
  any[gid] = __any_sync(FULL, above) != 0 ? 1 : 0;
}
