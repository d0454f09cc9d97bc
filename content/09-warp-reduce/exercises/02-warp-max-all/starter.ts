// Threads with gid < n write the maximum of their warp's data (values[i], i < n).
const FULL: uint = 0xffffffff;

export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    let v = values[gid];
    // TODO: combine v across the warp with __shfl_xor_sync
    out[gid] = v;
  }
}
