// why: makes the shuffle in each arm of the `if` with the full mask: the calls of the two arms pair with each other across two call sites, where one call after the branch is what every lane reaches
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let x = values[gid];
  if (x < 0) {
    x = -x;
    out[gid] = x + __shfl_xor_sync(FULL, x, 1);
  } else {
    out[gid] = x + __shfl_xor_sync(FULL, x, 1);
  }
}
