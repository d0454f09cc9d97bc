// Every lane writes the value held by lane `src` of its own warp.
const FULL: uint = 0xffffffff;

export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const v = values[gid];
  // TODO: get lane src's `v` with __shfl_sync
  out[gid] = v;
}
