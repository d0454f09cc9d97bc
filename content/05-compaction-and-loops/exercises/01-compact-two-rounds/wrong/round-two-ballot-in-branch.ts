// why: votes for the second round inside `if (b > 0)` with the full mask, then again after the branch for the count: the lanes with b <= 0 meet the in-branch ballot at the later call site, so one rendezvous joins two different calls (an H200 gave the right outputs for it, which the Programming Guide does not promise)
const FULL: uint = 0xffffffff;

export function kernel(values: int[], out: int[], kept: int[]) {
  const gid = blockIdx.x * blockDim.x + threadIdx.x;
  const lane = threadIdx.x % 32;
  const w = gid / 32;
  const base = w * 64;
  const a = values[base + lane];
  const b = values[base + 32 + lane];
  const keptA = __ballot_sync(FULL, a > 0);
  const below = (uint(1) << lane) - 1;
  if (a > 0) {
    out[base + __popc(keptA & below)] = a;
  }
  if (b > 0) {
    const keptB = __ballot_sync(FULL, true);
    out[base + __popc(keptA) + __popc(keptB & below)] = b;
  }
  const keptB = __ballot_sync(FULL, b > 0);
  if (lane == 0) {
    kept[w] = __popc(keptA) + __popc(keptB);
  }
}
