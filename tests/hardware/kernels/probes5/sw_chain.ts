// Happens-before through a chain of partial __syncwarp calls: lane 0 writes s[0];
// __syncwarp(0x3) orders it before lane 1; lane 1 then meets lane 2 in __syncwarp(0x6);
// lane 2 reads s[0]. Ordered by transitivity (G13 5.4.4.2: the call strongly happens
// before any named lane is unblocked), so no race: out[2] = 42.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  const s = __shared__<int>(32);
  if (lane == 0) s[0] = 42;
  if (lane < 2) __syncwarp(0x3);
  if (lane == 1 || lane == 2) __syncwarp(0x6);
  if (lane == 2) out[0] = s[0];
}
