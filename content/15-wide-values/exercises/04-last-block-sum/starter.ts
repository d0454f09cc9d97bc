// Each block adds its values; the block that finishes last adds the blocks' partial sums.
const FULL: uint = 0xffffffff;

export function kernel(values: uint[], partial: ulong[], count: uint[], total: ulong[]) {
  const warpSums = __shared__<ulong>(32);
  const isLast = __shared__<int>(1);
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  let s: ulong = ulong(values[gid]);
  // TODO: the warp's sum with shuffles; lane 0 writes it to warpSums
  // TODO: thread 0 adds the warps' sums, writes partial[blockIdx.x], fences, takes a ticket
  // TODO: the block with the last ticket adds partial[0 .. gridDim.x - 1] into total[0]
}
