// pytorch#20182, fixed: __syncwarp(mask) of the lanes < nwarps between the reads and the writes.
export function kernel(inp: float[], out: float[]): void {
  const smem = __shared__<float>(128);
  const t = threadIdx.x;
  smem[t] = inp[t];
  __syncthreads();
  let warpVal: float = 0.0;
  if (t < 32) {
    const lane = t % 32;
    if (lane < blockDim.x / 32) {
      for (let i: uint = 0; i < 32; i++) {
        warpVal = warpVal + smem[lane * 32 + i];
      }
      __syncwarp((uint(1) << (blockDim.x / 32)) - 1);
      smem[lane] = warpVal;
    }
  }
  __syncthreads();
  if (t == 0) {
    let s: float = 0.0;
    for (let i: uint = 0; i < blockDim.x / 32; i++) {
      s = s + smem[i];
    }
    out[0] = s;
  }
}
