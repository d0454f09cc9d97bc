// 4x4x4 block, p = x + 10y + 100z: linear id, lane (= hardware %laneid), warp,
// __shfl_xor_sync(p, 16) (across z), __shfl_down_sync(p, 4) (across y), __shfl_sync(p, 31-lane).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[]): void {
  const t: uint = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  const g: uint = blockIdx.x * blockDim.x * blockDim.y * blockDim.z + t;
  const lane: uint = t & 31;
  const p: uint = threadIdx.x + 10 * threadIdx.y + 100 * threadIdx.z;
  out[g * 6 + 0] = t;
  out[g * 6 + 1] = lane;
  out[g * 6 + 2] = t >> 5;
  out[g * 6 + 3] = __shfl_xor_sync(FULL, p, 16);
  out[g * 6 + 4] = __shfl_down_sync(FULL, p, 4);
  out[g * 6 + 5] = __shfl_sync(FULL, p, 31 - int(lane));
}
