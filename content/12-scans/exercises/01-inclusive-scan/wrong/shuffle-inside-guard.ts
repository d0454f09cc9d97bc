// why: puts the shuffle inside `if (lane >= d)` with the full mask: lanes below d never make that call, yet lanes above read from them
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  let v = values[gid];
  for (let d: uint = 1; d < 32; d *= 2) {
    if (lane >= d) {
      v += __shfl_up_sync(FULL, v, d);
    }
  }
  out[gid] = v;
}
