// why: shuffles down instead of up: each lane sums the lanes above it (a suffix sum), not the lanes below
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  let v = values[gid];
  for (let d: uint = 1; d < 32; d *= 2) {
    const t = __shfl_down_sync(FULL, v, d);
    if (lane + d < 32) {
      v += t;
    }
  }
  out[gid] = v;
}
