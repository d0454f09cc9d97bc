// Reference: the loop condition is a vote, so the whole warp leaves the loop together and
// every full-mask call inside it has all 32 lanes.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], steps: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let x = values[gid];
  let mine = 0;
  let work = 0;
  while (__any_sync(FULL, x != 1)) {
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
