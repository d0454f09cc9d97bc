// why: loops while **all** lanes are still running (`__all_sync`): the warp stops as soon as the first lane reaches 1
const FULL: uint = 0xffffffff;

export function kernel(values: int[], steps: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let x = values[gid];
  let mine = 0;
  let work = 0;
  while (__all_sync(FULL, x != 1)) {
    const running = x != 1;
    work += __popc(__ballot_sync(FULL, running));
    if (running) {
      x = x % 2 == 0 ? x / 2 : 3 * x + 1;
      mine += 1;
    }
  }
  steps[gid] = mine;
  total[gid] = work;
}
