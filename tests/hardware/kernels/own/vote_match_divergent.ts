// Votes and match in both arms of a divergent branch, with __activemask() as the mask.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane % 3 == 0) {
    const m: uint = __activemask();
    const p1: int[] = [0];
    const p2: int[] = [0];
    out[g * 6 + 0] = m;
    out[g * 6 + 1] = __match_all_sync(m, 7, p1);
    out[g * 6 + 2] = p1[0];
    out[g * 6 + 3] = __match_all_sync(m, lane < 15 ? uint(1) : uint(2), p2);
    out[g * 6 + 4] = p2[0];
    out[g * 6 + 5] = __ballot_sync(m, lane > 10);
  } else {
    const m: uint = __activemask();
    out[g * 6 + 0] = m;
    out[g * 6 + 1] = __all_sync(m, lane < 30);
    out[g * 6 + 2] = __any_sync(m, lane == 31);
    out[g * 6 + 3] = __any_sync(m, lane == 30);
    out[g * 6 + 4] = __ballot_sync(m, lane & 1);
    out[g * 6 + 5] = __match_any_sync(m, lane / 8);
  }
}
