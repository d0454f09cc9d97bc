// why: each lane loops only until its own value reaches 1, with a full-mask ballot inside: lanes that finish early pass the ballot by and exit (the call is undefined), and they write the warp's total before the others have added their last steps
const FULL: uint = 0xffffffff;

export function kernel(values: int[], steps: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let x = values[gid];
  let mine = 0;
  let work = 0;
  while (x != 1) {
    work += __popc(__ballot_sync(FULL, 1));
    x = x % 2 == 0 ? x / 2 : 3 * x + 1;
    mine += 1;
  }
  steps[gid] = mine;
  total[gid] = work;
}
