// why: counts the running lanes with __popc(__activemask()) in a loop each lane leaves on its own: that counts whoever runs together at that instant, and early lanes write the total too soon
export function kernel(values: int[], steps: int[], total: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let x = values[gid];
  let mine = 0;
  let work = 0;
  while (x != 1) {
    work += __popc(__activemask());
    x = x % 2 == 0 ? x / 2 : 3 * x + 1;
    mine += 1;
  }
  steps[gid] = mine;
  total[gid] = work;
}
