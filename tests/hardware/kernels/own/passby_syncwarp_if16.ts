// __syncwarp() inside if (lane < 16): lanes 16-31 pass it by and exit.
export function kernel(out: uint[]): void {
  const s = __shared__<uint>(32);
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  s[lane] = lane * 3;
  if (lane < 16) {
    __syncwarp(); // @passed
    out[g] = s[lane ^ 1] + 1000;
  }
}
