// Valid: disjoint __syncwarp masks in the two arms (G13 5.4.6.6 CORRECT example); each lane reads
// a neighbour from its own half, ordered by its half's barrier. out[l] = (l^1)*3.
export function kernel(out: int[]) {
  const lane: int = int(threadIdx.x);
  const s = __shared__<int>(32);
  s[lane] = lane * 3;
  if (lane < 16) __syncwarp(0x0000ffff); else __syncwarp(0xffff0000);
  out[lane] = s[lane ^ 1];
}
