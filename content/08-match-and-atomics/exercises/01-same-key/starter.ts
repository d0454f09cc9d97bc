// Every lane writes how many lanes of its warp hold the same key as it does (itself
// included), and the lowest of those lanes.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], size: int[], leader: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = int(threadIdx.x % 32);
  // TODO: find the lanes with the same key
  size[gid] = 1;
  leader[gid] = lane;
}
