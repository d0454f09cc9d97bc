// why: adds the shuffled value in every lane: a lane below `d` has no source and gets its own value back, so it adds itself
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let v = values[gid];
  for (let d: uint = 1; d < 32; d *= 2) {
    v += __shfl_up_sync(FULL, v, d);
  }
  out[gid] = v;
}
