// Lane 0 sets a flag to 1 in an if and to 2 after it; lanes 1-31 poll it in the other arm
// until it is 2 (giving up after 2^22 polls): out = 1 saw 2, 0 gave up, 3 lane 0.
export function kernel(out: uint[], flag: int[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  let r: uint = 3;
  if (lane == 0) {
    atomicExch(flag, 0, 1);
  } else {
    let n: int = 0;
    while (atomicAdd(flag, 0, 0) != 2 && ++n < (1 << 22)) {}
    r = n < (1 << 22) ? 1 : 0;
  }
  if (lane == 0) atomicExch(flag, 0, 2);
  out[g] = r;
}
