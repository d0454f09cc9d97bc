// Shared-memory atomics, a local array, switch with fallthrough, do-while, double math,
// and order-independent global atomics (the results do not depend on the atomic order).
function classify(v: int): int {
  let c = 0;
  switch (v % 4) {
    case 0:
      c += 1;
    case 1:
      c += 10;
      break;
    default:
      c = 100;
  }
  return c;
}

export function kernel(values: int[], hist: int[], stats: int[], mixed: double[], signed: int[]) {
  const bins = __shared__<int>(8);
  const tid = threadIdx.x;
  if (tid < 8) {
    bins[tid] = 0;
  }
  __syncthreads();
  const v = values[blockIdx.x * blockDim.x + tid];
  atomicAdd(bins, v & 7, 1);
  atomicMin(stats, 0, v);
  atomicMax(stats, 1, v);
  atomicOr(stats, 2, v);
  atomicAnd(stats, 3, v | 0x100);
  atomicXor(stats, 4, v);
  __syncthreads();
  if (tid < 8) {
    atomicAdd(hist, tid, bins[tid]);
  }
  const weights: int[] = [3, 1, 4, 1, 5];
  let acc = 0;
  let k = 0;
  do {
    acc += weights[k] * classify(v + k);
    k++;
  } while (k < 5);
  const gid = blockIdx.x * blockDim.x + tid;
  signed[gid] = acc;
  mixed[gid] = double(v) / double(3.0) + sqrt(double(acc));
}
