// Every lane writes the sum of `values` over lanes 0 .. lane of its warp (an inclusive scan).
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  let v = values[gid];
  // TODO: five steps of __shfl_up_sync with d = 1, 2, 4, 8, 16
  out[gid] = v;
}
