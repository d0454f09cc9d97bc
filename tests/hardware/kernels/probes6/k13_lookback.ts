// Chained scan (decoupled look-back, one predecessor): each block takes a dynamic tile index
// with an atomic ticket, scans its 32 values with __shfl_up_sync, thread 0 waits for the
// previous tile's flag (atomic poll), fences, reads its inclusive prefix, publishes its own
// (store, fence, atomic flag). Valid.
const FULL: uint = 0xffffffff;
export function kernel(inp: int[], ticket: int[], flag: int[], incl: int[], out: int[]): void {
  const tileS = __shared__<int>(1);
  const prevS = __shared__<int>(1);
  const t = threadIdx.x;
  if (t == 0) {
    tileS[0] = atomicAdd(ticket, 0, 1);
  }
  __syncthreads();
  const tile = tileS[0];
  let v = inp[tile * 32 + int(t)];
  for (let d = 1; d < 32; d *= 2) {
    const o = __shfl_up_sync(FULL, v, d);
    if (int(t) >= d) {
      v += o;
    }
  }
  if (t == 31) {
    let prev = 0;
    if (tile > 0) {
      while (atomicAdd(flag, tile - 1, 0) == 0) {}
      __threadfence();
      prev = incl[tile - 1];
    }
    incl[tile] = prev + v;
    __threadfence();
    atomicExch(flag, tile, 1);
    prevS[0] = prev;
  }
  __syncthreads();
  out[tile * 32 + int(t)] = prevS[0] + v;
}
