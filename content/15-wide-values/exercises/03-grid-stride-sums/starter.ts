// Each thread adds its share of the n values in a grid-stride loop; each warp adds its shares.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, warpSums: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let s = 0;
  // TODO: s = values[gid] + values[gid + T] + ..., below n (T: the grid's threads)
  // TODO: the warp's sum with shuffles
  if (threadIdx.x % 32 == 0) {
    warpSums[gid / 32] = s;
  }
}
