// A 3x2 grid of 32x2 blocks; gid uses the linear block index. blockIdx.x, blockIdx.y,
// gridDim.x*10+gridDim.y, linear block, and an xor all-reduce per warp.
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const t: uint = threadIdx.x + threadIdx.y * blockDim.x;
  const b: uint = blockIdx.x + blockIdx.y * gridDim.x;
  const g: uint = b * blockDim.x * blockDim.y + t;
  const lane: uint = t & 31;
  let v: uint = blockIdx.y * 1000 + blockIdx.x * 100 + threadIdx.y * 32 + lane;
  for (let o: int = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL, v, o);
  out[g * 5 + 0] = blockIdx.x;
  out[g * 5 + 1] = blockIdx.y;
  out[g * 5 + 2] = gridDim.x * 10 + gridDim.y;
  out[g * 5 + 3] = b;
  out[g * 5 + 4] = v;
}
