// Groups passed to device functions (64 threads): a tile of 16 (shfl_down sum, then shfl
// from rank 0), a tile of 4 of that tile (cg.reduce greater), the block, and a coalesced
// group made in the lanes with lane % 4 != 0 and passed straight to the call. 5 words.
function tileSum(t: cg.thread_block_tile<16>, v: int): int {
  let s: int = v;
  for (let k: uint = 8; k > 0; k >>= 1) s += t.shfl_down(s, k);
  return t.shfl(s, 0);
}

function quadMax(t: cg.thread_block_tile<4>, v: int): int {
  return cg.reduce(t, v, cg.greater<int>());
}

function rankInfo(c: cg.coalesced_group): uint {
  return c.thread_rank() * 100 + c.size();
}

function blockInfo(b: cg.thread_block): uint {
  return b.thread_rank() * 1000 + b.size();
}

export function kernel(out: uint[]): void {
  const t: uint = threadIdx.x;
  const lane: uint = t & 31;
  const g: uint = blockIdx.x * blockDim.x + t;
  const o: uint = g * 5;
  const v: int = int(t * 7 % 13) - 6;
  const block = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(block);
  const q = cg.tiled_partition<4>(t16);
  out[o + 0] = tileSum(t16, v);
  out[o + 1] = quadMax(q, v);
  out[o + 2] = blockInfo(block);
  if (lane % 4 != 0) {
    out[o + 3] = rankInfo(cg.coalesced_threads());
  }
  out[o + 4] = q.meta_group_rank() + 10 * t16.meta_group_rank();
}
