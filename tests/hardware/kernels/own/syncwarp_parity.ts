// __syncwarp with each parity's mask in the two arms, then __activemask() in each arm.
export function kernel(out: uint[]): void {
  const s = __shared__<uint>(32);
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let r: uint;
  if ((lane & 1) != 0) {
    s[lane] = lane * 3;
    __syncwarp(0xaaaaaaaa);
    r = s[lane ^ 2] + (__activemask() == 0xaaaaaaaa ? 1000 : 0);
  } else {
    s[lane] = lane * 5;
    __syncwarp(0x55555555);
    r = s[lane ^ 2] + (__activemask() == 0x55555555 ? 1000 : 0);
  }
  out[g] = r;
}
