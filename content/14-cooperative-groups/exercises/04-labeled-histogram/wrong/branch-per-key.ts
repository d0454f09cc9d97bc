// why: groups by hand, one branch per key with coalesced_threads() inside: that group holds the threads that happen to run together, which the CUDA documents do not promise are all the warp's threads with the key, so ranks and counts come out per piece when the warp's lanes split
export function kernel(keys: int[], hist: int[], rankInKey: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const key = keys[gid];
  for (let k = 0; k < 8; k++) {
    if (key == k) {
      const g = cg.coalesced_threads();
      rankInKey[gid] = int(g.thread_rank());
      if (g.thread_rank() == 0) {
        atomicAdd(hist, key, int(g.size()));
      }
    }
  }
}
