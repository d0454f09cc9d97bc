// A loop until every lane is done, steered by __any_sync.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let n: uint = lane * 7 % 5;
  let iters: uint = 0;
  while (__any_sync(0xffffffff, n > 0)) {
    if (n > 0) n--;
    iters++;
  }
  out[g * 2 + 0] = iters;
  out[g * 2 + 1] = n;
}
