// Full coalesced group (32 lanes): CUDA 13 passes srcRank straight to __shfl_sync(F, v, srcRank, 32)
// when size() == 32, so rank 40 reads lane 8 and rank -1 reads lane 31.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  const c = cg.coalesced_threads();
  out[lane] = c.shfl(lane * 10, 40);
  out[32 + lane] = c.shfl(lane * 10, -1);
  out[64 + lane] = c.shfl_up(lane * 10, 33);
}
