// Reference: the loop condition is a vote, so the whole warp leaves the loop together and
// every call inside it has all the warp's lanes (the exact mask of a partial warp).
const FULL: uint = 0xffffffff;

export function kernel(values: int[], steps: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  // The last warp of a block that is not a multiple of 32 threads has fewer lanes.
  const lanes = min(32, int(blockDim.x - (threadIdx.x - lane)));
  const mask: uint = lanes == 32 ? FULL : (uint(1) << lanes) - 1;
  let x = values[gid];
  let mine = 0;
  let work = 0;
  while (__any_sync(mask, x != 1)) {
    const running = x != 1;
    work += __popc(__ballot_sync(mask, running));
    if (running) {
      x = x % 2 == 0 ? x / 2 : 3 * x + 1;
      mine += 1;
    }
  }
  steps[gid] = mine;
  total[gid] = work;
}
