// Arrays of structs in shared memory (64 threads): whole-element stores and copies across
// block.sync(), field stores from a tile's rank 0 after cg.reduce, a field updated in place,
// an element copied from one shared array to another, and a local array of structs.
// Cell { uint, double, bool }, Acc { float, int }. 10 words.
type Cell = { key: uint; val: double; hit: bool };
type Acc = { sum: float; n: int };

export function kernel(out: uint[]): void {
  const cells = __shared__<Cell>(64);
  const accs = __shared__<Acc>(8);
  const accs2 = __shared__<Acc>(8);
  const block = cg.this_thread_block();
  const r: uint = block.thread_rank();
  const o: uint = (blockIdx.x * 64 + r) * 10;
  cells[r] = { key: r * 7 % 64, val: double(r) * double(0.5), hit: r % 3 == 0 };
  block.sync();
  const c: Cell = cells[(r * 5 + 3) % 64];
  out[o + 0] = c.key;
  out[o + 1] = uint(c.val * double(2));
  out[o + 2] = uint(c.hit);
  const t8 = cg.tiled_partition<8>(block);
  const sum: float = cg.reduce(t8, float(r) * 0.25 + 0.1, cg.plus<float>());
  const hits: int = cg.reduce(t8, int(c.hit), cg.plus<int>());
  if (t8.thread_rank() == 0) {
    accs[t8.meta_group_rank()] = { sum: 0.0, n: -1 };
    accs[t8.meta_group_rank()].sum = sum;
    accs[t8.meta_group_rank()].n = hits;
  }
  block.sync();
  const a: Acc = accs[(t8.meta_group_rank() + 1) % 8];
  out[o + 3] = __float_as_uint(a.sum);
  out[o + 4] = uint(a.n);
  if (r < 8) {
    accs2[r] = accs[7 - r];
  }
  cells[r].key += 1000;
  block.sync();
  out[o + 5] = __float_as_uint(accs2[r % 8].sum);
  out[o + 6] = uint(accs2[r % 8].n);
  out[o + 7] = cells[63 - r].key;
  out[o + 8] = uint(cells[63 - r].hit) + 2 * uint(cells[63 - r].val * double(2));
  const loc: Acc[] = [{ sum: 1.5, n: 1 }, a];
  loc[r & 1].n += int(r);
  out[o + 9] = uint(loc[0].n + 1000 * loc[1].n);
}
