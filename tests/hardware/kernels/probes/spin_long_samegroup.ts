// Twin of oracle/probes/spin_long_samegroup.cu (<<<1, 32>>>, out[lane]): lane 0 runs n[0] = 2000
// iterations of work in the if arm, then sets the flag; lanes 1-31 spin on it in the else arm.
export function kernel(out: uint[], flag: int[], n: int[]): void {
  const l: uint = threadIdx.x & 31;
  if (l == 0) {
    let acc: int = 0;
    for (let i: int = 0; i < n[0]; i++) acc += i & 3;
    out[0] = uint(acc);
    atomicExch(flag, 0, 1);
  } else {
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[l] = 1;
  }
}
