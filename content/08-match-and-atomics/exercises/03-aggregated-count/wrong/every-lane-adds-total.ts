// why: every positive lane adds the warp's total, so a warp with k positive lanes adds k times k
const FULL: uint = 0xffffffff;

export function kernel(values: int[], count: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const positive = __ballot_sync(FULL, values[gid] > 0);
  if (values[gid] > 0) {
    atomicAdd(count, 0, __popc(positive));
  }
}
