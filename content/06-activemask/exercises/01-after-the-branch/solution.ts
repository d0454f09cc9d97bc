// Reference: every lane reaches the shuffle after the branch, so the mask names all 32.
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let x = values[gid];
  if (x < 0) {
    x = -x;
  }
  out[gid] = x + __shfl_xor_sync(FULL, x, 1);
}
