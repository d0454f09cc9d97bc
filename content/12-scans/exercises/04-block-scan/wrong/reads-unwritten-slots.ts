// why: warp 0 reads every slot of `sums`, also those past the last warp that no thread wrote, and only then replaces their values by 0: reading an unwritten slot is undefined even when the value is discarded
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
    let s = sums[lane];                   // also slots past `warps`, never written
    if (lane >= warps) {
      s = 0;                              // ... and thrown away
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
