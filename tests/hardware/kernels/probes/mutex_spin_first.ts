// Twin of oracle/probes/mutex_spin_first.cu (<<<1, 32>>>, out[0..32]): an intra-warp spin lock
// whose critical section follows the acquire loop (the shape that hangs before Volta). Each lane
// takes a ticket from `cnt` inside the lock: out[t] = the ticket, out[32] = the final count.
// CUDA's `*(volatile int*)cnt` is a plain access here (every access reaches memory).
export function kernel(out: uint[], lock: int[], cnt: int[]): void {
  const t: uint = threadIdx.x;
  while (atomicCAS(lock, 0, 0, 1) != 0) {}
  __threadfence();
  const c: int = cnt[0];
  cnt[0] = c + 1;
  out[t] = uint(c);
  __threadfence();
  atomicExch(lock, 0, 0);
  __syncwarp();
  if (t == 0) out[32] = uint(cnt[0]);
}
