// A full-mask shuffle inside if (lane < 16): lanes 16-31 pass the call by and exit.
// An H200 completes it; the call is undefined (docs/language.md §6), its results too.
export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let v: uint = lane + 100;
  if (lane < 16) {
    v = __shfl_sync(0xffffffff, v, 0); // @passed
    out[g] = v;
  }
}
