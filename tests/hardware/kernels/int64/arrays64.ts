// arrays64: a long[] parameter, a long scalar parameter, a shared ulong array exchanged across
// warps after __syncthreads, a local long array, and a 64-bit index. 3 words per thread.
export function kernel(lin: long[], k: long, out: ulong[]) {
  const tid: int = int(threadIdx.x);
  const sh = __shared__<ulong>(64);
  sh[tid] = ulong(lin[tid]) * ulong(k);
  __syncthreads();
  const loc: long[] = [long(tid), lin[tid], k];
  out[tid * 3] = sh[63 - tid];
  out[tid * 3 + 1] = loc[tid % 3] + loc[(tid + 1) % 3];
  out[long(tid) * long(3) + long(2)] = ulong(lin[tid]) ^ ulong(k);
}
