/** The kernel the playground opens with: a warp sum with `__shfl_down_sync`. */
export const SAMPLE_KERNEL = `// Each warp adds up its 32 inputs; lane 0 of each warp writes the sum.
export function kernel(input: float[], out: float[]): void {
  const lane = threadIdx.x % 32;
  let v = input[threadIdx.x];
  for (let offset = 16; offset > 0; offset /= 2) {
    v += __shfl_down_sync(0xffffffff, v, offset);
  }
  if (lane == 0) {
    out[threadIdx.x / 32] = v;
    printf("warp %u: sum = %f\\n", threadIdx.x / 32, v);
  }
}
`;

/** Launch and arguments that go with {@link SAMPLE_KERNEL}. */
export const SAMPLE_CONFIG = {
  grid: '1',
  block: '64',
  args: 'input=float[64]:1.5\nout=float[2]',
};
