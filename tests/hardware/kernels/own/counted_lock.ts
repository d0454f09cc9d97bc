// A spin lock whose retries are counted with an atomic, taken once by each thread of the
// block; each thread marks its ticket in a bitmap, and after the barrier out[t] = bit t.
export function kernel(out: uint[], lock: int[], cnt: int[], spins: int[], bits: uint[]): void {
  const t: uint = threadIdx.x;
  while (atomicCAS(lock, 0, 0, 1) != 0) { atomicAdd(spins, 0, 1); }
  __threadfence();
  const c: int = cnt[0];
  cnt[0] = c + 1;
  __threadfence();
  atomicExch(lock, 0, 0);
  atomicOr(bits, c >> 5, uint(1) << uint(c & 31));
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = (bits[t >> 5] >> (t & 31)) & 1;
}
