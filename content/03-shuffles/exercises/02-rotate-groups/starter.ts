// Lane k of each 8-lane group writes the value of lane (k + r) mod 8 of its group.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], r: int, out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  const v = values[gid];
  // TODO: one __shfl_sync with the right srcLane and width
  out[gid] = v;
}
