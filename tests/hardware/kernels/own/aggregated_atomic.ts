// Warp-aggregated atomic: one atomicAdd per group of lanes with the same key.
export function kernel(out: uint[]): void {
  const cnt = __shared__<uint>(4);
  const t: uint = threadIdx.x;
  const lane: uint = t & 31;
  const g: uint = blockIdx.x * blockDim.x + t;
  if (t < 4) cnt[t] = 0;
  __syncthreads();
  const key: uint = ((lane * 2654435761) >> 13) & 3;
  const peers: uint = __match_any_sync(0xffffffff, key);
  const leader: uint = __ffs(peers) - 1;
  const rank: uint = __popc(peers & ((uint(1) << lane) - 1));
  if (lane == leader) atomicAdd(cnt, key, __popc(peers));
  __syncthreads();
  out[g * 4 + 0] = peers;
  out[g * 4 + 1] = leader;
  out[g * 4 + 2] = rank;
  out[g * 4 + 3] = cnt[key];
}
