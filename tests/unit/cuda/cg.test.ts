/**
 * Cooperative groups and structs in the CUDA export, construct by construct. Each
 * expectation is CUDA's own spelling (CUDA C++ Programming Guide §11.4–11.6 and CUDA 13's
 * cooperative_groups.h; C++ [class.mem], [dcl.init.list] for structs). The exports of the
 * cooperative-groups hardware kernels compiled with nvcc and ran on an H200 with the readings'
 * results (oracle/cg-exports.ts; tests/hardware/cg-export.test.ts); nvcc.test.ts compiles
 * them where nvcc is installed.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/lang';
import { toCuda } from '../../../src/cuda';

function cuda(source: string): string {
  const { program, diagnostics } = compile(source);
  if (!program) throw new Error(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n'));
  return toCuda(program);
}

describe('the cg namespace', () => {
  it('includes <cooperative_groups.h> and aliases the namespace once, before the functions', () => {
    const c = cuda('export function kernel(out: uint[]) { const block = cg.this_thread_block(); out[0] = block.thread_rank(); }');
    expect(c).toContain('#include <cooperative_groups.h>\n\nnamespace cg = cooperative_groups;\n');
    expect(c.indexOf('namespace cg')).toBeLessThan(c.indexOf('__global__'));
    expect(c).not.toContain('reduce.h');
    expect(c).not.toContain('scan.h');
    expect(c).toContain('cg::thread_block block = cg::this_thread_block();');
    expect(c).toContain('out[0] = block.thread_rank();');
  });
  it('leaves the headers out of a program without groups', () => {
    expect(cuda('export function kernel(out: uint[]) { out[0] = 1; }')).not.toContain('cooperative_groups');
  });
  it('declares tiles as cg::thread_block_tile<N> from cg::tiled_partition<N>, a tile of a tile too', () => {
    const c = cuda(`export function kernel(out: uint[]) {
  const block = cg.this_thread_block();
  const tile = cg.tiled_partition<16>(block);
  const t4: cg.thread_block_tile<4> = cg.tiled_partition<4>(tile);
  out[0] = t4.meta_group_rank();
}`);
    expect(c).toContain('cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);');
    expect(c).toContain('cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(tile);');
    expect(c).toContain('out[0] = t4.meta_group_rank();');
  });
  it('keeps group members as method calls: shuffles, votes, sync', () => {
    const c = cuda(`export function kernel(out: uint[]) {
  const tile = cg.tiled_partition<8>(cg.this_thread_block());
  const v: uint = tile.thread_rank();
  out[0] = tile.shfl(v, 9) + tile.shfl_up(v, 1) + tile.shfl_down(v, 2) + tile.shfl_xor(v, 3);
  out[1] = tile.ballot(v > 2) + uint(tile.any(v == 1)) + uint(tile.all(true));
  tile.sync();
}`);
    expect(c).toContain('cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());');
    expect(c).toContain('tile.shfl(v, 9)');
    expect(c).toContain('tile.shfl_up(v, 1u)');
    expect(c).toContain('tile.shfl_down(v, 2u)');
    expect(c).toContain('tile.shfl_xor(v, 3u)');
    expect(c).toContain('tile.ballot((int)(v > 2u))');
    expect(c).toContain('tile.any((int)(v == 1u))');
    expect(c).toContain('tile.sync();');
  });
  it('passes match_all its int[1] predicate as pred[0], CUDA\'s int& (G §11.4.2.1)', () => {
    const c = cuda(`export function kernel(out: uint[]) {
  const g = cg.coalesced_threads();
  const pred: int[] = [0];
  out[0] = g.match_all(threadIdx.x / 8, pred) + g.match_any(threadIdx.x % 3);
  out[1] = pred[0];
}`);
    expect(c).toContain('cg::coalesced_group g = cg::coalesced_threads();');
    expect(c).toContain('int pred[1] = { 0 };');
    expect(c).toContain('g.match_all(threadIdx.x / 8u, pred[0])');
    expect(c).toContain('g.match_any(threadIdx.x % 3u)');
  });
  it('writes cg.reduce with its operator object and includes <cooperative_groups/reduce.h>', () => {
    const c = cuda(`export function kernel(x: float[], out: float[], n: uint[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  out[0] = cg.reduce(tile, x[threadIdx.x], cg.plus<float>());
  n[0] = cg.reduce(tile, threadIdx.x, cg.greater<uint>()) + cg.reduce(tile, threadIdx.x, cg.bit_xor<uint>());
  out[1] = float(cg.reduce(tile, int(threadIdx.x), cg.less<int>())) + float(cg.reduce(tile, 3, cg.bit_and<int>())) + float(cg.reduce(tile, 1, cg.bit_or<int>()));
}`);
    expect(c).toContain('#include <cooperative_groups/reduce.h>');
    expect(c).not.toContain('scan.h');
    expect(c).toContain('out[0] = cg::reduce(tile, x[threadIdx.x], cg::plus<float>());');
    expect(c).toContain('cg::reduce(tile, threadIdx.x, cg::greater<unsigned int>())');
    expect(c).toContain('cg::reduce(tile, threadIdx.x, cg::bit_xor<unsigned int>())');
    expect(c).toContain('cg::reduce(tile, (int)threadIdx.x, cg::less<int>())');
    expect(c).toContain('cg::reduce(tile, 3, cg::bit_and<int>())');
    expect(c).toContain('cg::reduce(tile, 1, cg::bit_or<int>())');
  });
  it('writes the scans with <cooperative_groups/scan.h>, leaving out an operator the source left out', () => {
    const c = cuda(`export function kernel(out: int[]) {
  const t = cg.tiled_partition<16>(cg.this_thread_block());
  const v: int = int(threadIdx.x);
  out[0] = cg.inclusive_scan(t, v) + cg.exclusive_scan(t, v, cg.less<int>()) + cg.exclusive_scan(t, v, cg.plus<int>());
}`);
    expect(c).toContain('#include <cooperative_groups/scan.h>');
    expect(c).not.toContain('reduce.h');
    expect(c).toContain('cg::inclusive_scan(t, v)');
    expect(c).toContain('cg::exclusive_scan(t, v, cg::less<int>())');
    expect(c).toContain('cg::exclusive_scan(t, v, cg::plus<int>())');
  });
  it('writes the partitions as CUDA does (G §11.5.2–11.5.3)', () => {
    const c = cuda(`export function kernel(out: uint[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  const p = cg.labeled_partition(tile, int(threadIdx.x % 3));
  const q = cg.binary_partition(p, threadIdx.x < 5);
  out[0] = q.meta_group_rank() + p.size();
}`);
    expect(c).toContain('cg::coalesced_group p = cg::labeled_partition(tile, (int)(threadIdx.x % 3u));');
    expect(c).toContain('cg::coalesced_group q = cg::binary_partition(p, threadIdx.x < 5u);');
  });
  it('passes groups to device functions by value, with their CUDA types', () => {
    const c = cuda(`function sum16(t: cg.thread_block_tile<16>, v: int): int { return cg.reduce(t, v, cg.plus<int>()); }
function rank(g: cg.coalesced_group): uint { return g.thread_rank(); }
function size(b: thread_block): uint { return b.size(); }
export function kernel(out: int[]) {
  const block = cg.this_thread_block();
  out[0] = sum16(cg.tiled_partition<16>(block), 1) + int(rank(cg.coalesced_threads())) + int(size(block));
}`);
    expect(c).toContain('__device__ int sum16(cg::thread_block_tile<16> t, int v);');
    expect(c).toContain('__device__ unsigned int rank(cg::coalesced_group g);');
    expect(c).toContain('__device__ unsigned int size(cg::thread_block b);');
    expect(c).toContain('sum16(cg::tiled_partition<16>(block), 1)');
    expect(c).toContain('rank(cg::coalesced_threads())');
  });
  it('gives a block\'s group_index(), thread_index() and dim_threads() as dim3', () => {
    const c = cuda(`export function kernel(out: uint[]) {
  const block = cg.this_thread_block();
  const gi: dim3 = block.group_index();
  const ti = block.thread_index();
  out[0] = gi.x + ti.y + block.dim_threads().z;
  block.sync();
}`);
    expect(c).toContain('dim3 gi = block.group_index();');
    expect(c).toContain('dim3 ti = block.thread_index();');
    expect(c).toContain('((gi.x + ti.y) + block.dim_threads().z)');
    expect(c).toContain('block.sync();');
  });
  it('renames a learner\'s name that would clash with the namespace alias', () => {
    const c = cuda('export function kernel(out: int[]) { const cooperative_groups: int = 2; out[0] = cooperative_groups; const t = cg.tiled_partition<2>(cg.this_thread_block()); out[1] = int(t.size()); }');
    expect(c).toContain('int cooperative_groups_ = 2;');
    expect(c).toContain('namespace cg = cooperative_groups;');
  });
});

describe('structs', () => {
  const PAIR = 'type Pair = { v: float; i: int };\n';
  it('declares each struct before the functions, fields in order (C++ [class.mem])', () => {
    const c = cuda(`${PAIR}type W = { n: float; mean: float; m2: float };
export function kernel(out: float[]) { const p: Pair = { v: 1.0, i: 2 }; const w: W = { n: 1.0, mean: 0.5, m2: 0.0 }; out[0] = p.v + w.mean; }`);
    expect(c).toContain('struct Pair { float v; int i; };\nstruct W { float n; float mean; float m2; };');
    expect(c.indexOf('struct Pair')).toBeLessThan(c.indexOf('__global__'));
  });
  it('writes an object literal as a braced initialiser in field order, each field already converted', () => {
    const c = cuda(`${PAIR}export function kernel(x: float[], out: float[]) {
  const lane: uint = threadIdx.x & 31;
  const p: Pair = { i: int(lane), v: x[lane] };
  const q: Pair = { v: 3, i: 1 };
  out[0] = p.v + q.v;
}`);
    expect(c).toContain('Pair p = Pair{ x[lane], (int)lane };');
    expect(c).toContain('Pair q = Pair{ 3.0f, 1 };');
    expect(c).toContain('out[0] = (p.v + q.v);');
  });
  it('copies structs by assignment, assigns fields, and passes and returns them by value', () => {
    const c = cuda(`${PAIR}function better(a: Pair, b: Pair): Pair { if (b.v > a.v) return b; return a; }
export function kernel(out: float[]) {
  let m: Pair = { v: 0.0, i: 0 };
  m.v = 2.5;
  m.i += 1;
  m = better(m, { v: 1.0, i: 3 });
  out[0] = m.v;
}`);
    expect(c).toContain('__device__ Pair better(Pair a, Pair b);');
    expect(c).toContain('if (b.v > a.v) {');
    expect(c).toContain('m.v = 2.5f;');
    expect(c).toContain('m.i += 1;');
    expect(c).toContain('m = better(m, Pair{ 1.0f, 3 });');
  });
  it('shuffles a struct through a group shuffle (G §11.4.2.1: trivially copyable types up to 32 bytes)', () => {
    const c = cuda(`${PAIR}export function kernel(out: float[]) {
  const tile = cg.tiled_partition<32>(cg.this_thread_block());
  let p: Pair = { v: float(threadIdx.x), i: int(threadIdx.x) };
  for (let k: uint = 16; k > 0; k >>= 1) {
    const o: Pair = tile.shfl_xor(p, k);
    if (o.v > p.v) p = o;
  }
  out[0] = p.v;
}`);
    expect(c).toContain('Pair o = tile.shfl_xor(p, k);');
    expect(c).toContain('p = o;');
  });
  it('renames a struct or field named like a C++ keyword', () => {
    const c = cuda('type S = { int: int; class: float };\nexport function kernel(out: float[]) { const s: S = { int: 1, class: 2.0 }; out[0] = s.class; }');
    expect(c).toContain('struct S { int int_; float class_; };');
    expect(c).toContain('out[0] = s.class_;');
  });
});
