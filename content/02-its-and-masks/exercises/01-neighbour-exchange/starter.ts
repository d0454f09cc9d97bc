// Each thread writes the value of the next lane of its warp (lane 31 takes lane 0's).
export function kernel(values: int[], out: int[]) {
  const s = __shared__<int>(1024);
  const t = int(threadIdx.x);
  const gid = int(blockIdx.x * blockDim.x) + t;
  const lane = t % 32;
  const base = t - lane;
  s[t] = values[gid];
  // TODO: make the other lanes' writes visible, then read the next lane's slot
  out[gid] = s[t];
}
