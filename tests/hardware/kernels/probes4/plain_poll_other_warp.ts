// Warp TS twin of oracle/probes4/plain_poll_other_warp.cu: thread 32 polls a plain flag that thread 0 sets with atomicExch after a fence.
export function kernel(out: uint[], flag: int[], data: int[]) {
  const t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t == 32) {
    let n = 0;
    while (flag[0] == 0) {}
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
