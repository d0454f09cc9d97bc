// Each warp packs its positive values, in lane order, to the front of its own
// 32 slots of `out` (slot 0 is out[gid - lane]). Other slots stay untouched.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const v = values[gid];
  if (v > 0) {
    // TODO: the slot is the number of kept lanes below this one
    const slot = 0;
    out[gid - lane + slot] = v;
  }
}
