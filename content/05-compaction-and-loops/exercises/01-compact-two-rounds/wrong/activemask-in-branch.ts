// why: takes the keepers of each round from __activemask() inside the branch: it returns whoever happens to run together, which ITS does not promise is every lane that took the branch
export function kernel(values: int[], out: int[], kept: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const w = gid / 32;
  const base = w * 64;
  const a = values[base + lane];
  const b = values[base + 32 + lane];
  if (a > 0) {
    const inRound = __activemask();
    out[base + __popc(inRound & __lanemask_lt())] = a;
  }
  const keptA = __ballot_sync(0xffffffff, a > 0);
  if (b > 0) {
    const inRound = __activemask();
    out[base + __popc(keptA) + __popc(inRound & __lanemask_lt())] = b;
  }
  const keptB = __ballot_sync(0xffffffff, b > 0);
  if (lane == 0) {
    kept[w] = __popc(keptA) + __popc(keptB);
  }
}
