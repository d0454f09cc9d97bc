// 64 threads on shared counters; only order-independent facts are written: the sorted
// atomicAdd(+1) return values, the final values, the number of CAS winners, and whether
// the CAS value is a thread's t+1.
export function kernel(out: uint[], init: uint[]): void {
  const ctr = __shared__<uint>(8);
  const rets = __shared__<uint>(64);
  const sorted = __shared__<uint>(64);
  const wins = __shared__<uint>(1);
  const t: uint = threadIdx.x;
  const g: uint = blockIdx.x * blockDim.x + t;
  if (t < 8) ctr[t] = init[t];
  if (t == 0) wins[0] = 0;
  __syncthreads();
  rets[t] = atomicAdd(ctr, 0, 1);
  atomicMax(ctr, 1, t * 7 % 64);
  atomicMin(ctr, 2, (t * 13 + 5) % 97 + 3);
  atomicOr(ctr, 3, uint(1) << (t % 32));
  atomicSub(ctr, 4, t);
  atomicXor(ctr, 5, t * 2654435761);
  atomicAnd(ctr, 6, ~(uint(1) << (t % 20)));
  const c: uint = atomicCAS(ctr, 7, 0, t + 1);
  atomicAdd(wins, 0, c == 0 ? uint(1) : uint(0));
  __syncthreads();
  const mine: uint = rets[t];
  let rank: uint = 0;
  for (let j: uint = 0; j < 64; j++) {
    if (rets[j] < mine || (rets[j] == mine && j < t)) rank++;
  }
  sorted[rank] = mine;
  __syncthreads();
  out[g * 10 + 0] = sorted[t];
  for (let k: uint = 0; k < 7; k++) out[g * 10 + 1 + k] = ctr[k];
  out[g * 10 + 8] = wins[0];
  out[g * 10 + 9] = ctr[7] >= 1 && ctr[7] <= 64 ? uint(1) : uint(0);
}
