// The five %lanemask_* special registers of every lane, read through inline PTX.
export function kernel(out: uint[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid * 5 + 0] = __lanemask_lt();
  out[gid * 5 + 1] = __lanemask_le();
  out[gid * 5 + 2] = __lanemask_eq();
  out[gid * 5 + 3] = __lanemask_ge();
  out[gid * 5 + 4] = __lanemask_gt();
}
