// Each lane runs the 3n + 1 rule on its value until it reaches 1, counting its steps.
// Every lane also writes the total number of steps taken by its whole warp.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], steps: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let x = values[gid];
  let mine = 0;
  let work = 0;
  // TODO: loop until every lane of the warp is done; count the warp's steps with a vote
  while (x != 1) {
    x = x % 2 == 0 ? x / 2 : 3 * x + 1;
    mine += 1;
  }
  steps[gid] = mine;
  total[gid] = work;
}
