// why: warp 0 scans sums[lane] in all 32 lanes, also the slots past the last warp that no thread wrote; only the lanes below `warps` store, so the undefined values are never used, but reading them is undefined
const FULL: uint = 0xffffffff;

function warpInclusiveScan(v: int): int {
  const lane = threadIdx.x % 32;
  for (let d: uint = 1; d < 32; d *= 2) {
    const t = __shfl_up_sync(FULL, v, d);
    if (lane >= d) {
      v += t;
    }
  }
  return v;
}

export function kernel(values: int[], out: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const warp = threadIdx.x / 32;
  const warps = blockDim.x / 32;
  const sums = __shared__<int>(32);

  let v = warpInclusiveScan(values[gid]);
  if (lane == 31) {
    sums[warp] = v;
  }
  __syncthreads();
  if (warp == 0) {
    const s = warpInclusiveScan(sums[lane]);
    if (lane < warps) {
      sums[lane] = s;
    }
  }
  __syncthreads();
  if (warp > 0) {
    v += sums[warp - 1];
  }
  out[gid] = v;
}
