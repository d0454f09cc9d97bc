// Reference: __match_any_sync gives each lane the set of lanes holding the same key, under
// the exact mask of the lanes its warp has.
const FULL: uint = 0xffffffff;

export function kernel(keys: int[], size: int[], leader: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  // The last warp of a block that is not a multiple of 32 threads has fewer lanes.
  const lanes = min(32, int(blockDim.x - (threadIdx.x - lane)));
  const mask: uint = lanes == 32 ? FULL : (uint(1) << lanes) - 1;
  const peers = __match_any_sync(mask, keys[gid]);
  size[gid] = __popc(peers);
  leader[gid] = __ffs(int(peers)) - 1; // never empty: a lane always matches itself
}
