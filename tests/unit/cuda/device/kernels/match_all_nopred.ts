// __match_all_sync without `pred`, on values that agree in some 8-lane groups and not in others.
export function kernel(out: uint[]) {
  const lane = threadIdx.x % 32;
  const group = lane / 8;
  const v = group == 1 ? int(lane) : int(group);
  const g: uint = uint(0xff) << (group * 8);
  out[blockIdx.x * blockDim.x + threadIdx.x] = __match_all_sync(g, v);
}
