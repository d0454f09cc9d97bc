// Warp TS twin of oracle/probes4/atomic_poll_other_warp.cu: the poll reads the flag with an atomic.
export function kernel(out: uint[], flag: int[], data: int[]) {
  const t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t == 32) {
    let n = 0;
    while (atomicAdd(flag, 0, 0) == 0) {}
    out[1] = uint(data[0]);
    out[2] = n > 0 ? 1 : 0;
  }
  if (t == 0) {
    data[0] = 42;
    __threadfence();
    atomicExch(flag, 0, 1);
    out[0] = 7;
  }
}
