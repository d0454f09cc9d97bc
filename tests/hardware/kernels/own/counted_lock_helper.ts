// The counted spin lock with its acquire loop in a helper: the holder waits at the
// helper's return while the others retry.
function acquireCounted(lock: int[], spins: int[]): void {
  while (atomicCAS(lock, 0, 0, 1) != 0) { atomicAdd(spins, 0, 1); }
}

export function kernel(out: uint[], lock: int[], cnt: int[], spins: int[], bits: uint[]): void {
  const t: uint = threadIdx.x;
  acquireCounted(lock, spins);
  __threadfence();
  const c: int = cnt[0];
  cnt[0] = c + 1;
  __threadfence();
  atomicExch(lock, 0, 0);
  atomicOr(bits, c >> 5, uint(1) << uint(c & 31));
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = (bits[t >> 5] >> (t & 31)) & 1;
}
