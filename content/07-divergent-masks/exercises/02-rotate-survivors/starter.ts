// Rotate values among the lanes of each warp that did not exit.
export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid >= n) {
    return;
  }
  const lane = int(threadIdx.x % 32);
  // TODO: how many lanes of this warp are still here? Read the next one's value.
  out[gid] = values[gid];
}
