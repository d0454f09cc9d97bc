// l*0x7fffffff, (-7-l)/2, (-7-l)%3, 1<<l, (-1-l)>>1, (0x80000000u+l)>>4, (unsigned)(l-5).
export function kernel(out: uint[]): void {
  const l: int = int(threadIdx.x & 31);
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  out[g * 7 + 0] = l * 0x7fffffff;
  out[g * 7 + 1] = (-7 - l) / 2;
  out[g * 7 + 2] = (-7 - l) % 3;
  out[g * 7 + 3] = 1 << l;
  out[g * 7 + 4] = (-1 - l) >> 1;
  out[g * 7 + 5] = (0x80000000 + uint(l)) >> 4;
  out[g * 7 + 6] = uint(l - 5);
}
