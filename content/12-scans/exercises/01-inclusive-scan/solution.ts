// Reference: Hillis-Steele scan; every lane shuffles, under the exact mask of the lanes its
// warp has, and only lanes with a source below add.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  // The last warp of a block that is not a multiple of 32 threads has fewer lanes.
  const lanes = min(32, int(blockDim.x - (threadIdx.x - lane)));
  const mask: uint = lanes == 32 ? FULL : (uint(1) << lanes) - 1;
  let v = values[gid];
  for (let d: uint = 1; d < 32; d *= 2) {
    const t = __shfl_up_sync(mask, v, d);
    if (lane >= d) {
      v += t;
    }
  }
  out[gid] = v;
}
