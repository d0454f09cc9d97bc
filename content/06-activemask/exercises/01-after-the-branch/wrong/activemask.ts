// why: uses __activemask() as the mask after the branch: nothing guarantees the two arms have reconverged, so it may name only some lanes and the partner may be outside it
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let x = values[gid];
  if (x < 0) {
    x = -x;
  }
  out[gid] = x + __shfl_xor_sync(__activemask(), x, 1);
}
