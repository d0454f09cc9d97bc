// why: reads values[src] from memory, which is lane src of warp 0 only, not of the caller's warp
export function kernel(values: float[], src: int, out: float[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = values[src];
}
