// all(l<32), all(l!=7), any(l==31), any(l>40), ballot(l%3==0), popc(ballot(hsh(l)%7>3));
// `h[l]` holds hsh(l).
const FULL: uint = 0xffffffff;
export function kernel(out: uint[], h: uint[]): void {
  const l: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  out[g * 6 + 0] = __all_sync(FULL, l < 32);
  out[g * 6 + 1] = __all_sync(FULL, l != 7);
  out[g * 6 + 2] = __any_sync(FULL, l == 31);
  out[g * 6 + 3] = __any_sync(FULL, l > 40);
  out[g * 6 + 4] = __ballot_sync(FULL, l % 3 == 0);
  out[g * 6 + 5] = __popc(__ballot_sync(FULL, h[l] % 7 > 3));
}
