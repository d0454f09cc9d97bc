// Reference: scan each warp; warp totals go through shared memory; warp 0 scans them;
// each warp adds the total of the warps before it.
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
    sums[warp] = v;                       // this warp's total
  }
  __syncthreads();                        // every total is written
  if (warp == 0) {
    let s = 0;
    if (lane < warps) {
      s = sums[lane];                     // slots past `warps` were never written
    }
    s = warpInclusiveScan(s);
    if (lane < warps) {
      sums[lane] = s;                     // sums[w] = total of warps 0..w
    }
  }
  __syncthreads();                        // the scanned totals are written
  if (warp > 0) {
    v += sums[warp - 1];
  }
  out[gid] = v;
}
