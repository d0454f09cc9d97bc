// why: takes the highest set bit (31 - __clz) as the leader: the result is read from the wrong lane
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  const v = values[gid];
  const taken = __ballot_sync(FULL, v > 0);
  if (v > 0) {
    const leader = 31 - __clz(int(taken));
    out[gid] = __shfl_sync(taken, v, leader);
  }
}
