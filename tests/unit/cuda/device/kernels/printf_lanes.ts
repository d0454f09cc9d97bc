// printf from every lane: integer, unsigned, float and hexadecimal conversions, %s and %%.
export function kernel(scale: float) {
  const lane = int(threadIdx.x % 32);
  printf("block %u lane %2d: %.3f %x %s 100%%\n", blockIdx.x, lane, float(lane) * scale, __lanemask_lt(), "ok");
}
