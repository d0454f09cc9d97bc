// why: the guard is `lane > d` instead of `lane >= d`: lane d has a source (lane 0) but skips it
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  let v = values[gid];
  for (let d: uint = 1; d < 32; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d);
    if (lane > d) {
      v += t;
    }
  }
  out[gid] = v;
}
