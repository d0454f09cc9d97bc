// why: uses __activemask() as the mask inside the branch: the xor partners past n are not in it, so their values are undefined
export function kernel(values: int[], n: int, out: int[]) {
  const gid = int(blockIdx.x * blockDim.x + threadIdx.x);
  if (gid < n) {
    let v = values[gid];
    for (let offset = 16; offset > 0; offset /= 2) {
      v = max(v, __shfl_xor_sync(__activemask(), v, offset));
    }
    out[gid] = v;
  }
}
