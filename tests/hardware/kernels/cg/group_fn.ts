// Groups passed to device functions that partition them again (64 threads; no group here
// depends on the schedule): a tile of 16 cut into tiles of 4, then a labeled and a binary
// partition; a tile of 8 of the tile of 32 (and one of the block) cut into tiles of 2; a
// labeled partition split in two by rank; the block tiled twice; a tile of 8 of a tile
// parameter passed on to a second function. Groups print as size + 256*rank +
// 65536*meta rank + 2^24*meta size. xb: float bits. 8 words.
function pack(size: uint, rank: uint, meta: uint, metas: uint): uint {
  return size + 256 * rank + 65536 * meta + 16777216 * metas;
}

function sub(t: cg.thread_block_tile<16>, v: uint): uint {
  const q = cg.tiled_partition<4>(t);
  const p = cg.labeled_partition(q, v % 3);
  const b = cg.binary_partition(p, (v & 8) != 0);
  return pack(b.size(), b.thread_rank(), b.meta_group_rank(), b.meta_group_size()) + 64 * q.meta_group_rank();
}

function twice(t: cg.thread_block_tile<8>): uint {
  const t2 = cg.tiled_partition<2>(t);
  return t2.meta_group_rank() + 10 * t2.meta_group_size() + 100 * t.meta_group_rank() + 1000 * t.meta_group_size() + 10000 * t2.thread_rank();
}

function halves(c: cg.coalesced_group, x: float): float {
  const h = cg.binary_partition(c, c.thread_rank() % 2 == 0);
  return cg.reduce(h, x, cg.plus<float>());
}

function blockTiles(b: cg.thread_block): uint {
  const t = cg.tiled_partition<32>(b);
  const u = cg.tiled_partition<8>(t);
  return u.meta_group_rank() + 10 * t.meta_group_rank() + 100 * u.thread_rank() + 1000 * u.meta_group_size();
}

function inner(t: cg.thread_block_tile<8>, v: int): int {
  return cg.exclusive_scan(t, v, cg.plus<int>()) + 1000 * int(t.meta_group_rank()) + 100000 * int(t.meta_group_size());
}

function passOn(t: cg.thread_block_tile<16>, v: int): int {
  return inner(cg.tiled_partition<8>(t), v);
}

export function kernel(out: uint[], xb: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 8;
  const v: uint = (threadIdx.x * 2654435761) >> 24;
  const s: int = int(threadIdx.x * 7 % 11) - 5;
  const x: float = __uint_as_float(xb[lane]);
  const block = cg.this_thread_block();
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const t8 = cg.tiled_partition<8>(t32);
  out[o + 0] = sub(t16, v);
  out[o + 1] = twice(t8);
  out[o + 2] = twice(cg.tiled_partition<8>(block));
  const part = cg.labeled_partition(t32, lane / 5);
  out[o + 3] = __float_as_uint(halves(part, x));
  out[o + 4] = blockTiles(block);
  out[o + 5] = passOn(t16, s);
  out[o + 6] = inner(t8, s);
  out[o + 7] = pack(part.size(), part.thread_rank(), part.meta_group_rank(), part.meta_group_size());
}
