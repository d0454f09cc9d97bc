// if (l < 20) __ballot_sync(__activemask(), l%2) else 0x11111111.
export function kernel(out: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < 20) {
    out[g] = __ballot_sync(__activemask(), l % 2);
  } else {
    out[g] = 0x11111111;
  }
}
