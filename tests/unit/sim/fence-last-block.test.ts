/**
 * Ordering between blocks through `__threadfence()` and an atomic: the Programming Guide's
 * own example (§10.5 Memory Fence Functions, the `sum` kernel whose last block adds the
 * partial sums) is correct, so it must run without a race; without the fence, or with the
 * partial sums read by blocks that did not see the last count, the reads of other blocks'
 * writes are unordered: data races (the CUDA memory model gives them no order).
 */
import { describe, expect, it } from 'vitest';
import { errors, floats, run, zeros } from './helpers';

const KERNEL = `export function kernel(inp: float[], result: float[], count: uint[], total: float[]) {
  const isLast = __shared__<int>(1);
  if (threadIdx.x == 0) {
    let s = 0.0;
    for (let i = blockIdx.x * blockDim.x; i < (blockIdx.x + 1) * blockDim.x; i++) s += inp[i];
    result[blockIdx.x] = s;
    __threadfence();
    const v = atomicAdd(count, 0, 1);
    isLast[0] = v == gridDim.x - 1 ? 1 : 0;
  }
  __syncthreads();
  if (isLast[0] == 1) {
    if (threadIdx.x == 0) {
      let t = 0.0;
      for (let b = 0; b < int(gridDim.x); b++) t += result[b];
      total[0] = t;
    }
  }
}`;

const args = (): Parameters<typeof run>[2] => ({
  inp: floats(Array.from({ length: 4 * 32 }, (_, i) => (i % 7) + 1)),
  result: zeros(4, 'float'), count: zeros(1, 'uint'), total: zeros(1, 'float'),
});
// Sum of (i % 7) + 1 for i = 0..127: 18 full cycles of 1..7 (504) plus 1 + 2 (i = 126, 127).
const SUM = 18 * 28 + 3;

describe('the last-block reduction of Programming Guide §10.5', () => {
  it('runs without a race and adds every block\'s partial sum', () => {
    const r = run(KERNEL, 32, args(), { grid: [4, 1, 1] });
    expect(errors(r)).toEqual([]);
    expect(r.args.total).toEqual([SUM]);
  });

  it('is a race without the fence', () => {
    const r = run(KERNEL.replace('__threadfence();', ''), 32, args(), { grid: [4, 1, 1] });
    expect(errors(r).map((d) => d.kind)).toContain('race');
  });

  it('is a race when a thread that did not take the count reads before the block\'s barrier', () => {
    // Thread 1 reads the partial sums of the other blocks without the __syncthreads() that
    // would hand it thread 0's acquisition.
    const early = KERNEL.replace('  __syncthreads();\n', '  if (threadIdx.x == 1) { total[0] = result[0] + result[1]; }\n  __syncthreads();\n');
    const r = run(early, 32, args(), { grid: [4, 1, 1] });
    expect(errors(r).map((d) => d.kind)).toContain('race');
  });

  // The same at the Guide's scale: many blocks of many warps, every thread of each block
  // reading the shared flag after the barrier (reads of one block's own flag are ordered by
  // its barrier whatever the other blocks released). 64 blocks of 256 threads over 1s:
  // each partial sum is 256, the total 16384.
  it('runs without a race at 64 blocks of 256 threads, every thread reading the flag', () => {
    const wide = KERNEL.replace('  if (isLast[0] == 1) {', '  const last = isLast[0];\n  if (last == 1) {');
    const r = run(wide, 256, { inp: floats(new Array(64 * 256).fill(1)), result: zeros(64, 'float'), count: zeros(1, 'uint'), total: zeros(1, 'float') }, { grid: [64, 1, 1] });
    expect(errors(r)).toEqual([]);
    expect(r.args.total).toEqual([16384]);
    expect(r.args.result).toEqual(new Array(64).fill(256));
  });

  it('is a race when the write comes after the fence', () => {
    const late = KERNEL.replace('    result[blockIdx.x] = s;\n    __threadfence();', '    __threadfence();\n    result[blockIdx.x] = s;');
    const r = run(late, 32, args(), { grid: [4, 1, 1] });
    expect(errors(r).map((d) => d.kind)).toContain('race');
  });
});

describe('a publication handed on from block to block (a single-pass scan\'s look-back)', () => {
  // Block 0 writes data and releases f[0]; block k acquires f[k-1] with an atomic, fences and
  // releases f[k]; the last block reads data. Release patterns are cumulative and causality
  // order is transitive (PTX ISA §8.8), however long the chain.
  const src = `export function kernel(data: int[], f: int[], out: int[]) {
  const b = int(blockIdx.x);
  if (threadIdx.x == 0) {
    if (b == 0) { data[0] = 42; }
    else { while (atomicAdd(f, b - 1, 0) == 0) {} }
    __threadfence();
    atomicExch(f, b, 1);
    if (b == int(gridDim.x) - 1) out[0] = data[0];
  }
}`;
  it('carries block 0\'s write to the last of 300 blocks with no race', () => {
    const n = 300;
    const r = run(src, 32, { data: zeros(1), f: zeros(n), out: zeros(1) }, { grid: [n, 1, 1] });
    // Each block waits for the block before it by index: started in the reverse order, block
    // 299 would wait for ever at the poll (line 5), so the order check reports that
    // (E-BLOCK-ORDER); the chain of releases itself has no race.
    expect(errors(r).map((d) => `${d.code} line ${d.line}`)).toEqual(['E-BLOCK-ORDER line 5']);
    expect(r.args.out).toEqual([42]);
  });

  it('is a race when one block in the middle of the chain does not fence', () => {
    const n = 60;
    const broken = src.replace('    __threadfence();\n', '    if (b != 37) __threadfence();\n');
    const r = run(broken, 32, { data: zeros(1), f: zeros(n), out: zeros(1) }, { grid: [n, 1, 1] });
    expect(errors(r).map((d) => d.kind)).toContain('race');
  });
});
