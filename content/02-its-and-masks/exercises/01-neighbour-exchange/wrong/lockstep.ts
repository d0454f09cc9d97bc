// why: pre-Volta habit: no barrier between the write and the read, trusting the warp to run in lock-step
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  out[gid] = s[base + (lane + 1) % 32];
}
