// Lanes 1-31 spin until lane 0 of their warp sets a flag (lesson 2).
// Verdict: clean (no diagnostic); out = 2, 1, 1, ... (an H200 finishes it too).
export function kernel(flag: int[], out: int[]) {
  const lane: int = threadIdx.x & 31;
  if (lane != 0) {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[lane] = 1;
  } else {
    atomicExch(flag, 0, 1);
    out[0] = 2;
  }
}
